import { capturedLog } from '../helpers/log';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog, withoutQueryValues } from '../../src/server/plugins/log-serializers';
import { DOCUMENT_LIMITS, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../src/domain/verification';
import { providerDocuments } from '../../src/server/db/schema';
import { setAdmin } from '../../src/server/services/verification';
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

  it('caps the documents a provider may have waiting and the bytes a day, and pages the desk', async () => {
    const { app, database } = get();
    const agency = await provider(app, ['cleaning'], {}, 'Busy Agency');
    const bytes = await photo();
    const send = (workerName: string) =>
      upload(
        app,
        agency.headers,
        { kind: 'agent_id_document', workerName },
        {
          bytes,
          name: 'worker.jpg',
          type: 'image/jpeg',
        },
      );
    for (let i = 0; i < DOCUMENT_LIMITS.waiting; i++)
      expect((await send(`Worker ${i}`)).statusCode).toBe(201);
    const over = await send('One Too Many');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(UPLOAD_MESSAGES.tooManyWaiting);

    // The desk shows them a page at a time, oldest first, every one once.
    const admin = await customer(app, 'Paging Admin');
    await setAdmin(database.db, admin.email, true, 'test');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof app.inject>> = await app.inject({
        method: 'GET',
        url: `/api/admin/documents?kind=agent_id_document&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
        headers: admin.headers,
      });
      expect(page.statusCode, page.body).toBe(200);
      const documents = page.json<{ id: string; provider: { id: string } }[]>();
      expect(documents.length).toBeLessThanOrEqual(4);
      seen.push(...documents.filter((d) => d.provider.id === agency.providerId).map((d) => d.id));
      cursor = (page.headers['x-next-cursor'] as string | undefined) ?? null;
    } while (cursor);
    expect(seen).toHaveLength(DOCUMENT_LIMITS.waiting);
    expect(new Set(seen).size).toBe(DOCUMENT_LIMITS.waiting);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/documents?cursor=bm9wZQ',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);

    // A day's bytes: another provider who sent 50 MB today (written as rows) is refused.
    const heavy = await provider(app, ['plumbing'], {}, 'Heavy Sender');
    await database.db.insert(providerDocuments).values(
      Array.from({ length: DOCUMENT_LIMITS.bytesPerDay / UPLOAD_MAX_BYTES }, () => ({
        providerId: heavy.providerId ?? '',
        kind: 'id_document' as const,
        fields: { idType: 'sa_id' },
        status: 'replaced' as const,
        fileKey: null,
        fileName: 'big.pdf',
        contentType: 'application/pdf',
        byteSize: UPLOAD_MAX_BYTES,
      })),
    );
    const refused = await upload(
      app,
      heavy.headers,
      { kind: 'id_document', idType: 'sa_id' },
      {
        bytes,
        name: 'id.jpg',
        type: 'image/jpeg',
      },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(UPLOAD_MESSAGES.dailyBytes);
    expect(refused.headers['retry-after']).toBeDefined();
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

describe('uploads have their own rate limit', () => {
  it('refuses the third upload in a minute past a limit of two', async () => {
    const kind = databaseKinds()[0] ?? 'pglite';
    const rule = { max: 1000, windowMs: 60_000 };
    const test = await createTestApp(kind, {
      rateLimits: {
        write: { ip: rule, user: rule },
        identity: { ip: rule, user: rule },
        upload: { ip: rule, user: { max: 2, windowMs: 60_000 } },
      },
      rateLimitNameSpace: `upload-${Date.now()}-`,
    });
    try {
      const agency = await provider(test.app, ['cleaning'], {}, 'Fast Uploader');
      const bytes = await photo();
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const sent = await upload(
          test.app,
          agency.headers,
          { kind: 'agent_id_document', workerName: `Worker ${i}` },
          { bytes, name: 'w.jpg', type: 'image/jpeg' },
        );
        statuses.push(sent.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await test.close();
    }
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
    const { lines, stream } = capturedLog();
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
