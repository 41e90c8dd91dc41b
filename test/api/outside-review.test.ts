import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog, withoutQueryValues } from '../../src/server/plugins/log-serializers';
import { customer, provider } from '../helpers/actors';
import { createTestApp, databaseKinds, describeEachDatabase } from '../helpers/app';
import { photo, upload } from '../helpers/documents';

/** Issue 41: what an outside review found, each answered at its root. */
describeEachDatabase('outside review', (get) => {
  it('refuses U+0000 in a multipart field or file name with 400 naming it, not 500', async () => {
    const plumber = await provider(get().app, ['plumbing'], {}, 'Nul Upload');
    const bytes = await photo();
    for (const [fields, name, field] of [
      [{ kind: 'id_document', idType: 'sa\u0000id' }, 'id.jpg', 'idType'],
      [{ kind: 'id\u0000document' }, 'id.jpg', 'kind'],
      [{ kind: 'id_document', idType: 'sa_id' }, 'i\u0000d.jpg', 'file'],
    ] as const) {
      const response = await upload(get().app, plumber.headers, fields, {
        bytes,
        name,
        type: 'image/jpeg',
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });

  it('takes a form body on the one-click unsubscribe route only', async () => {
    const owner = await customer(get().app, 'Form Poster');
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: { ...owner.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'serviceType=cleaning&description=x',
    });
    expect(response.statusCode).toBe(415);
    const unsubscribe = await get().app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe?token=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(404);
  });
});

describe('what the logs keep', () => {
  it('logs a query string by its names only, and a failed query without its parameters', async () => {
    expect(withoutQueryValues('/api/notifications/unsubscribe?token=s3cret&x=1')).toBe(
      '/api/notifications/unsubscribe?token=*&x=*',
    );
    const failed = new DrizzleQueryError(
      'insert into users (email, phone) values ($1, $2)',
      ['thandi@example.co.za', '+27821234567'],
      Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
        code: '23505',
        constraint: 'users_email_key',
        detail: 'Key (email)=(thandi@example.co.za) already exists.',
      }),
    );
    const logged = JSON.stringify(errorForLog(failed));
    expect(logged).not.toContain('thandi@example.co.za');
    expect(logged).not.toContain('+27821234567');
    expect(logged).toContain('users_email_key');
    expect(logged).toContain('23505');
    expect(logged).toContain('insert into users');
  });

  it('keeps tokens in query strings out of the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const kind = databaseKinds()[0] ?? 'pglite';
    const test = await createTestApp(kind, { logger: { level: 'info', stream } });
    const { app } = test;
    try {
      await app.inject({
        method: 'POST',
        url: '/api/notifications/unsubscribe?token=s3cret-unsubscribe-token',
      });
      await app.inject({
        method: 'GET',
        url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=s3cret-verify&hub.challenge=1',
      });
    } finally {
      await test.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/notifications/unsubscribe?token=*');
    expect(log).not.toContain('s3cret');
  });
});
