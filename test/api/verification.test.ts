import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { southAfricanDate, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../src/domain/verification';
import { providers } from '../../src/server/db/schema';
import { auditLog, providerDocuments } from '../../src/server/db/schema';
import { folderStore } from '../../src/server/lib/storage';
import {
  decidedFileSweeper,
  setAdmin,
  sweepDecidedFiles,
} from '../../src/server/services/verification';
import { customer, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { PDF, photo, upload, VALID_FIELDS } from '../helpers/documents';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verification-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const filesIn = (providerId: string) => {
  const dir = path.join(root, 'documents', providerId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.endsWith('.type')) : [];
};
const today = southAfricanDate(new Date());

describeEachDatabase(
  'verification',
  (get) => {
    const app = () => get().app;
    const db = () => get().database.db;

    async function adminActor(): Promise<Actor> {
      const person = await customer(app(), 'Desk Admin');
      await setAdmin(db(), person.email, true, 'test');
      return person;
    }

    async function badgesOf(providerId: string): Promise<string[]> {
      const response = await app().inject({ method: 'GET', url: `/api/providers/${providerId}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ badges: string[] }>().badges;
    }

    it('takes each kind of document, checked by content, and gives it back to its owner only', async () => {
      const owner = await provider(app(), ['plumbing', 'electrical']);
      const fields = VALID_FIELDS(today);
      for (const [kind, body] of Object.entries(fields)) {
        const file =
          kind === 'id_document'
            ? { bytes: await photo(), name: 'id.JPG' }
            : { bytes: PDF, name: `${kind}.pdf` };
        const response = await upload(app(), owner.headers, body, file);
        expect(response.statusCode, `${kind}: ${response.body}`).toBe(201);
        expect(response.json()).toMatchObject({
          kind,
          status: 'pending',
          reason: null,
          fileKept: true,
        });
      }
      const list = await app().inject({
        method: 'GET',
        url: '/api/providers/me/documents',
        headers: owner.headers,
      });
      const documents =
        list.json<{ id: string; kind: string; contentType: string; fileName: string }[]>();
      expect(documents.map((d) => d.kind).sort()).toEqual(Object.keys(fields).sort());
      expect(filesIn(owner.providerId!)).toHaveLength(6);
      const pirb = documents.find((d) => d.kind === 'pirb_registration')!;
      const own = await app().inject({
        method: 'GET',
        url: `/api/providers/me/documents/${pirb.id}/file`,
        headers: owner.headers,
      });
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(PDF)).toBe(true);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toBe(
        'attachment; filename="pirb_registration.pdf"',
      );
      expect(own.headers['x-content-type-options']).toBe('nosniff');
      const photoDocument = documents.find((d) => d.kind === 'id_document')!;
      expect(photoDocument).toMatchObject({ contentType: 'image/jpeg', fileName: 'id.jpg' });

      // Another provider, a customer and anonymous: 404 (401 without a token); so is an admin's
      // route for the owner.
      const other = await provider(app(), ['plumbing'], {}, 'Other Provider');
      const someone = await customer(app(), 'Curious Customer');
      for (const actor of [other, someone]) {
        const response = await app().inject({
          method: 'GET',
          url: `/api/providers/me/documents/${pirb.id}/file`,
          headers: actor.headers,
        });
        expect(response.statusCode).toBe(404);
      }
      expect(
        (await app().inject({ method: 'GET', url: `/api/providers/me/documents/${pirb.id}/file` }))
          .statusCode,
      ).toBe(401);
      for (const url of [
        '/api/admin/documents',
        `/api/admin/documents/${pirb.id}/file`,
        '/api/admin/audit',
      ]) {
        const response = await app().inject({ method: 'GET', url, headers: owner.headers });
        expect(response.statusCode, url).toBe(404);
      }
      const approve = await app().inject({
        method: 'POST',
        url: `/api/admin/documents/${pirb.id}/approve`,
        headers: owner.headers,
        payload: {},
      });
      expect(approve.statusCode).toBe(404);
      expect(await badgesOf(owner.providerId!)).toEqual([]);
    });

    it('refuses renamed, disguised, empty, oversized and mislabelled files, storing nothing', async () => {
      const owner = await provider(app(), ['plumbing']);
      const id = VALID_FIELDS(today)['id_document']!;
      const elf = Buffer.concat([
        Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
        Buffer.alloc(200),
      ]);
      const cases: [
        string,
        Record<string, string>,
        { bytes: Buffer; name: string; type?: string } | undefined,
        number,
        string,
      ][] = [
        [
          'a renamed executable',
          id,
          { bytes: elf, name: 'id.pdf', type: 'application/pdf' },
          415,
          UPLOAD_MESSAGES.wrongType,
        ],
        [
          'HTML named .pdf',
          id,
          {
            bytes: Buffer.from('<html><script>alert(1)</script></html>'),
            name: 'id.pdf',
            type: 'application/pdf',
          },
          415,
          UPLOAD_MESSAGES.wrongType,
        ],
        [
          'an SVG',
          id,
          {
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
            name: 'id.png',
            type: 'image/png',
          },
          415,
          UPLOAD_MESSAGES.wrongType,
        ],
        [
          'an empty file',
          id,
          { bytes: Buffer.alloc(0), name: 'id.pdf' },
          400,
          UPLOAD_MESSAGES.empty,
        ],
        [
          'over 5 MB',
          id,
          { bytes: Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES)]), name: 'id.pdf' },
          413,
          UPLOAD_MESSAGES.tooLarge,
        ],
        ['no file', id, undefined, 400, UPLOAD_MESSAGES.noFile],
        [
          'a wrong kind',
          { kind: 'selfie' },
          { bytes: PDF, name: 'x.pdf' },
          400,
          'Choose which document this is',
        ],
        [
          'another kind’s field',
          { ...id, cipcNumber: '2015/123456/07' },
          { bytes: PDF, name: 'x.pdf' },
          400,
          'This field does not belong to this document',
        ],
        [
          'an old proof of address',
          { kind: 'proof_of_address', issuedOn: '2020-01-31' },
          { bytes: PDF, name: 'x.pdf' },
          400,
          'Send a proof of address from the last 3 months',
        ],
      ];
      for (const [name, fields, file, status, message] of cases) {
        const response = await upload(app(), owner.headers, fields, file);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
        expect(response.json<{ message: string }>().message, name).toBe(message);
      }
      const json = await app().inject({
        method: 'POST',
        url: '/api/providers/me/documents',
        headers: owner.headers,
        payload: { kind: 'id_document' },
      });
      expect(json.statusCode).toBe(415);
      const list = await app().inject({
        method: 'GET',
        url: '/api/providers/me/documents',
        headers: owner.headers,
      });
      expect(list.json()).toEqual([]);
      expect(filesIn(owner.providerId!)).toEqual([]);
      // A customer without a provider profile has nowhere to send one.
      const someone = await customer(app());
      expect(
        (await upload(app(), someone.headers, id, { bytes: PDF, name: 'id.pdf' })).statusCode,
      ).toBe(404);
    });

    it('badges follow the decisions: approve, reject with a reason, expiry, with audit rows', async () => {
      const admin = await adminActor();
      const owner = await provider(app(), ['plumbing']);
      const fields = VALID_FIELDS(today);
      const ids: Record<string, string> = {};
      for (const kind of ['id_document', 'proof_of_address', 'pirb_registration'] as const) {
        const response = await upload(app(), owner.headers, fields[kind]!, {
          bytes: PDF,
          name: `${kind}.pdf`,
        });
        ids[kind] = response.json<{ id: string }>().id;
      }
      const queue = await app().inject({
        method: 'GET',
        url: '/api/admin/documents?status=pending',
        headers: admin.headers,
      });
      expect(queue.statusCode, queue.body).toBe(200);
      const mine = queue
        .json<{ id: string; provider: { id: string; email: string } }[]>()
        .filter((d) => d.provider.id === owner.providerId);
      expect(mine.map((d) => d.id)).toEqual([
        ids['id_document'],
        ids['proof_of_address'],
        ids['pirb_registration'],
      ]);
      expect(mine[0]!.provider.email).toBe(owner.email);

      const view = await app().inject({
        method: 'GET',
        url: `/api/admin/documents/${ids['id_document']}/file`,
        headers: admin.headers,
      });
      expect(view.statusCode).toBe(200);
      const decide = (id: string, action: 'approve' | 'reject', payload: object = {}) =>
        app().inject({
          method: 'POST',
          url: `/api/admin/documents/${id}/${action}`,
          headers: admin.headers,
          payload,
        });

      expect((await decide(ids['id_document']!, 'approve')).statusCode).toBe(200);
      expect(await badgesOf(owner.providerId!)).toEqual([]);
      const refused = await decide(ids['proof_of_address']!, 'reject', {
        reason: 'The document has expired or is too old',
        note: 'Use the latest statement',
      });
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json()).toMatchObject({
        status: 'rejected',
        reason: 'The document has expired or is too old. Use the latest statement',
      });
      expect((await decide(ids['proof_of_address']!, 'approve')).statusCode).toBe(409);
      const badReason = await decide(ids['pirb_registration']!, 'reject', {
        reason: 'I do not like it',
      });
      expect(badReason.statusCode).toBe(400);
      const me = await app().inject({
        method: 'GET',
        url: '/api/providers/me',
        headers: owner.headers,
      });
      expect(me.json()).toMatchObject({
        isVerified: 0,
        verificationStatus: 'rejected',
        badges: [],
      });

      // A new proof of address replaces the refused one (its file deleted), then is approved.
      const again = await upload(app(), owner.headers, fields['proof_of_address']!, {
        bytes: PDF,
        name: 'statement.pdf',
      });
      expect(again.statusCode).toBe(201);
      expect(filesIn(owner.providerId!)).toHaveLength(3);
      expect((await decide(again.json<{ id: string }>().id, 'approve')).statusCode).toBe(200);
      expect((await decide(ids['pirb_registration']!, 'approve')).statusCode).toBe(200);
      expect(await badgesOf(owner.providerId!)).toEqual(['id_verified', 'licensed_plumber']);
      const verifiedList = await app().inject({
        method: 'GET',
        url: '/api/providers?service=plumbing&verified=1&limit=100',
      });
      expect(verifiedList.json<{ id: string }[]>().map((p) => p.id)).toContain(owner.providerId);

      // The licence expires: its badge goes by itself, no write needed (as if a day passed).
      await db()
        .update(providers)
        .set({ pirbExpiresOn: '2020-01-01' })
        .where(eq(providers.id, owner.providerId!));
      expect(await badgesOf(owner.providerId!)).toEqual(['id_verified']);

      const trail = await db()
        .select()
        .from(auditLog)
        .where(sql`${auditLog.detail} ->> 'providerId' = ${owner.providerId!}`);
      expect(trail.map((row) => row.action).sort()).toEqual(
        [
          'document.approved',
          'document.approved',
          'document.approved',
          'document.rejected',
          'document.viewed',
        ].sort(),
      );
      expect(new Set(trail.map((row) => row.actorId))).toEqual(new Set([admin.userId]));
      const desk = await app().inject({
        method: 'GET',
        url: `/api/admin/audit?subjectId=${ids['id_document']}`,
        headers: admin.headers,
      });
      expect(desk.json<{ action: string }[]>().map((entry) => entry.action)).toEqual([
        'document.approved',
        'document.viewed',
      ]);
    });

    it("tells the provider of each decision (a refusal says why), and an admin's own record says admin", async () => {
      const admin = await adminActor();
      const owner = await provider(app(), ['cleaning']);
      const fields = VALID_FIELDS(today);
      const sent = async (kind: 'id_document' | 'proof_of_address') =>
        (
          await upload(app(), owner.headers, fields[kind]!, { bytes: PDF, name: `${kind}.pdf` })
        ).json<{ id: string }>().id;
      const id = await sent('id_document');
      const address = await sent('proof_of_address');
      await app().inject({
        method: 'POST',
        url: `/api/admin/documents/${id}/approve`,
        headers: admin.headers,
        payload: {},
      });
      await app().inject({
        method: 'POST',
        url: `/api/admin/documents/${address}/reject`,
        headers: admin.headers,
        payload: { reason: 'Part of the document is cut off' },
      });
      const told = (
        await app().inject({ method: 'GET', url: '/api/notifications', headers: owner.headers })
      )
        .json<{ kind: string; title: string; body: string; link: string }[]>()
        .filter((row) => row.kind === 'document_decided')
        .map((row) => `${row.title} | ${row.body} | ${row.link}`);
      expect(told.sort()).toEqual([
        'Your ID document was approved | Thank you. Any badge it earns now shows on your profile. | /provider/verification',
        'Your proof of address was not accepted | Part of the document is cut off. You can send it again there. | /provider/verification',
      ]);

      const record = async (actor: Actor) =>
        (await app().inject({ method: 'GET', url: '/api/users/me', headers: actor.headers })).json<{
          isAdmin: boolean;
        }>().isAdmin;
      expect(await record(admin)).toBe(true);
      expect(await record(owner)).toBe(false);
    });
  },
  { files: folderStore(root) },
);

describeEachDatabase('decided documents’ files', (get) => {
  it('are deleted 30 days after the decision; the decision and fields stay', async () => {
    const { app, database } = get();
    const store = folderStore(fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-files-')));
    const owner = await provider(app, ['electrical']);
    const sent = await upload(app, owner.headers, VALID_FIELDS(today)['electrical_registration']!, {
      bytes: PDF,
      name: 'registration.pdf',
    });
    const id = sent.json<{ id: string }>().id;
    const [row] = await database.db
      .select()
      .from(providerDocuments)
      .where(eq(providerDocuments.id, id));
    // The app's own store holds the file; the sweep is given it by the same key.
    await store.put(row!.fileKey!, PDF, 'application/pdf');
    const decided = new Date(Date.now() - 31 * 86_400_000);
    await database.db
      .update(providerDocuments)
      .set({ status: 'approved', decidedAt: decided })
      .where(eq(providerDocuments.id, id));
    // 29 days: kept.
    expect(
      await sweepDecidedFiles(
        database.db,
        store,
        new Date(decided.getTime() + 29 * 86_400_000),
        30,
      ),
    ).toBe(0);
    expect(await store.get(row!.fileKey!)).not.toBeNull();
    // As the app's hourly sweeper does it, 30 days on.
    const sweeper = decidedFileSweeper(database.db, store, app.log, () => new Date());
    expect(await sweeper.run()).toBe(1);
    expect(await store.get(row!.fileKey!)).toBeNull();
    const list = await app.inject({
      method: 'GET',
      url: '/api/providers/me/documents',
      headers: owner.headers,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id,
        status: 'approved',
        fileKept: false,
        fields: expect.objectContaining({ registrationNumber: 'IE 123456' }),
      }),
    ]);
    const file = await app.inject({
      method: 'GET',
      url: `/api/providers/me/documents/${id}/file`,
      headers: owner.headers,
    });
    expect(file.statusCode).toBe(404);
    expect(file.json<{ message: string }>().message).toMatch(/deleted 30 days after the decision/);
  });
});
