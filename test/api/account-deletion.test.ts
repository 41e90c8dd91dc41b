import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { MESSAGE_ERASED_AFTER_A_YEAR } from '../../src/domain/schemas/messages';
import { RECENT_SIGN_IN_MESSAGE } from '../../src/domain/schemas/users';
import type { Executor } from '../../src/server/db/executor';
import { messages } from '../../src/server/db/schema';
import { providers, users } from '../../src/server/db/schema';
import { quoteRequests, quotes } from '../../src/server/db/schema';
import { providerDocuments } from '../../src/server/db/schema';
import { eraseOldJobMessages, PERSONAL_DATA } from '../../src/server/services/account';
import { folderStore } from '../../src/server/lib/storage';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { createTestApp, databaseKinds, describeEachDatabase } from '../helpers/app';
import { bearer, createAccount, signIn, uniqueEmail, verifyEmail } from '../helpers/auth';
import { photo, upload } from '../helpers/documents';
import { finishedJob } from '../helpers/jobs';
import { turnOnWhatsapp } from '../helpers/whatsapp';

const AREA = { location: 'Cape Town', latitude: -33.92, longitude: 18.42, serviceRadiusKm: 20 };
const OPEN_REQUEST = {
  serviceType: 'plumbing',
  description: 'The kitchen drain is blocked.',
  location: '21 Bree Street, Cape Town City Centre',
  latitude: -33.92,
  longitude: 18.42,
  preferredDate: 'Tuesday',
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'account-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The rows of a raw statement (pg and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every column of every table in the database, as information_schema lists them. */
async function databaseColumns(db: Executor) {
  const result = await db.execute(sql`
    select table_name as "table", column_name as "column", data_type as "type"
      from information_schema.columns
     where table_schema = 'public'
     order by table_name, ordinal_position`);
  return rowsOf<{ table: string; column: string; type: string }>(result);
}

/** Where any of the strings still appears, in any column of any table: `table.column`. */
async function whereFound(db: Executor, needles: string[]): Promise<string[]> {
  const patterns = needles.map((needle) => `%${needle}%`);
  const found: string[] = [];
  for (const { table, column, type } of await databaseColumns(db)) {
    if (!/text|char|json|ARRAY/.test(type)) continue;
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}
           where ${sql.identifier(column)}::text ilike any(${sql.param(patterns)}::text[])`,
    );
    const [row] = rowsOf<{ n: number }>(result);
    if ((row?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describeEachDatabase(
  'deleting an account',
  (get) => {
    const send = (
      actor: Actor | null,
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      payload?: object,
    ) =>
      get().app.inject({
        method,
        url,
        ...(actor ? { headers: actor.headers } : {}),
        ...(payload ? { payload } : {}),
      });
    const remove = (actor: Actor, confirmEmail: string) =>
      send(actor, 'DELETE', '/api/users/me', { confirmEmail });

    it('classifies every column of the database, and names no column that is not there', async () => {
      const columns = await databaseColumns(get().database.db);
      const unclassified = columns
        .filter(({ table, column }) => PERSONAL_DATA[table]?.columns[column] === undefined)
        .map(({ table, column }) => `${table}.${column}`);
      expect(unclassified, 'add these to services/account/personal-data.ts').toEqual([]);
      const present = new Set(columns.map(({ table, column }) => `${table}.${column}`));
      const stale = Object.entries(PERSONAL_DATA).flatMap(([table, policy]) =>
        Object.keys(policy.columns)
          .map((column) => `${table}.${column}`)
          .filter((name) => !present.has(name)),
      );
      expect(stale).toEqual([]);
    });

    it('erases a customer everywhere, keeps the provider’s history, and frees the email', async () => {
      const { app, database } = get();
      const plumber = await provider(app, ['plumbing'], AREA, 'Kept Plumbing');
      const owner = await customer(app, 'Zanele Xolisweyo', { phone: '082 765 4321' });
      const { requestId } = await finishedJob(app, owner, plumber);
      const openId = await postRequest(app, owner, OPEN_REQUEST);
      const openQuote = await postQuote(app, plumber, openId, 600);
      expect(
        (
          await send(owner, 'POST', `/api/quote-requests/${openId}/messages`, {
            text: 'Zanele here: please bring a ladder.',
            providerId: plumber.providerId,
          })
        ).statusCode,
      ).toBe(201);
      expect((await turnOnWhatsapp(app, owner, '082 765 4321')).statusCode).toBe(200);
      await app.events.dispatchPending();
      const ratingBefore = (await send(null, 'GET', `/api/providers/${plumber.providerId}`)).json();

      const wrong = await remove(owner, 'someone@example.co.za');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({
        confirmEmail: 'Type the email address of this account to confirm.',
      });
      expect((await send(owner, 'GET', '/api/users/me')).statusCode).toBe(200);

      const deleted = await remove(owner, ` ${owner.email.toUpperCase()} `);
      expect(deleted.statusCode, deleted.body).toBe(204);
      await app.events.dispatchPending();

      // The token is refused and the sign-in is gone.
      expect((await send(owner, 'GET', '/api/users/me')).statusCode).toBe(401);
      await expect(signIn(owner.email, owner.password)).rejects.toThrow(
        /EMAIL_NOT_FOUND|USER_NOT_FOUND|INVALID/,
      );

      // Nothing personal is left anywhere, column by column.
      expect(
        await whereFound(database.db, [
          owner.email,
          '827654321',
          '82 765 4321',
          'Zanele',
          'Xolisweyo',
          'bring a ladder',
          'Is Friday fine?',
          'Kloof Street',
          'Bree Street',
        ]),
      ).toEqual([]);
      const [row] = await database.db.select().from(users).where(eq(users.id, owner.userId));
      expect(row).toMatchObject({ name: 'Former customer', phone: null });
      expect(row?.deletedAt).toBeInstanceOf(Date);

      // The open request was closed and the plumber's quote declined; the plumber was told.
      const [open] = await database.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, openId));
      expect(open?.status).toBe('closed');
      const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, openQuote));
      expect(quote?.status).toBe('declined');
      const told = (await send(plumber, 'GET', '/api/notifications')).json<
        { link: string; title: string; body: string }[]
      >();
      expect(told.some((note) => note.link.includes(openId))).toBe(true);
      expect(JSON.stringify(told)).not.toContain('Zanele');

      // The plumber's history keeps the job; the review still counts, signed by a former customer.
      const job = await send(plumber, 'GET', `/api/quote-requests/${requestId}`);
      expect(job.statusCode).toBe(200);
      expect(job.json()).toMatchObject({ status: 'completed', customerName: 'Former customer' });
      const after = (await send(null, 'GET', `/api/providers/${plumber.providerId}`)).json();
      expect(after.rating).toBe(ratingBefore.rating);
      expect(after.reviewCount).toBe(ratingBefore.reviewCount);
      const reviews = (
        await send(null, 'GET', `/api/providers/${plumber.providerId}/reviews`)
      ).json();
      expect(JSON.stringify(reviews)).toContain('Neat work on the geyser.');
      expect(JSON.stringify(reviews)).not.toContain('Zanele');
      const thread = await send(plumber, 'GET', `/api/quote-requests/${requestId}/messages`);
      expect(thread.body).toContain('Friday at nine works.');
      expect(thread.body).toContain(
        'This message was removed when its author deleted their account.',
      );

      // A second deletion finds nothing; the same email starts afresh.
      expect((await remove(owner, owner.email)).statusCode).toBe(401);
      const again = await createAccount({ email: owner.email });
      const fresh = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { authorization: `Bearer ${again.idToken}` },
        payload: { name: 'Zanele Again', email: owner.email, isProvider: 0 },
      });
      expect(fresh.statusCode, fresh.body).toBe(201);
      expect(fresh.json().id).not.toBe(owner.userId);
      const mine = await app.inject({
        url: '/api/quote-requests',
        headers: { authorization: `Bearer ${again.idToken}` },
      });
      expect(JSON.stringify(mine.json())).not.toContain(openId);
    });

    it('erases a provider: out of every list, quotes withdrawn, documents and files gone', async () => {
      const { app, database } = get();
      const electrician = await provider(app, ['plumbing'], AREA, 'Nomvula Khumalo');
      const sent = await upload(
        app,
        electrician.headers,
        { kind: 'id_document', idType: 'sa_id' },
        {
          bytes: await photo(),
          name: 'my-id.jpg',
          type: 'image/jpeg',
        },
      );
      expect(sent.statusCode, sent.body).toBe(201);
      const asker = await customer(app, 'Waiting Customer');
      const openId = await postRequest(app, asker, OPEN_REQUEST);
      const openQuote = await postQuote(app, electrician, openId, 650);
      const past = await customer(app, 'Past Customer');
      const { requestId } = await finishedJob(app, past, electrician);
      const [document] = await database.db
        .select()
        .from(providerDocuments)
        .where(eq(providerDocuments.providerId, electrician.providerId ?? ''));
      const stored = path.join(root, ...(document?.fileKey ?? 'none').split('/'));
      expect(fs.existsSync(stored)).toBe(true);

      expect((await remove(electrician, electrician.email)).statusCode).toBe(204);
      await app.events.dispatchPending();

      expect((await send(null, 'GET', `/api/providers/${electrician.providerId}`)).statusCode).toBe(
        404,
      );
      const listed = (await send(null, 'GET', '/api/providers?service=plumbing&limit=100')).body;
      expect(listed).not.toContain(electrician.providerId);
      expect(fs.existsSync(stored)).toBe(false);
      const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, openQuote));
      expect(quote?.status).toBe('withdrawn');
      const told = (await send(asker, 'GET', '/api/notifications')).json<
        { link: string; title: string; body: string }[]
      >();
      expect(told.some((note) => note.link.includes(openId))).toBe(true);
      expect(JSON.stringify(told)).not.toContain('Nomvula');
      const [profile] = await database.db
        .select()
        .from(providers)
        .where(eq(providers.id, electrician.providerId ?? ''));
      expect(profile).toMatchObject({
        name: 'Former provider',
        bio: null,
        location: '',
        isVerified: 0,
      });
      expect(
        await whereFound(database.db, [electrician.email, 'Nomvula', 'Khumalo', 'my-id.jpg']),
      ).toEqual([]);
      const written = await database.db
        .select({ text: messages.text })
        .from(messages)
        .where(eq(messages.senderId, electrician.userId));
      expect(written.map((message) => message.text)).toEqual([
        'This message was removed when its author deleted their account.',
      ]);
      // The past customer's job still shows who did it, as a former provider.
      const job = (await send(past, 'GET', `/api/quote-requests/${requestId}`)).json();
      expect(JSON.stringify(job)).toContain('Former provider');
      expect(job.status).toBe('completed');
    });

    it('hides the contact details a deleted person left in text others keep (rows from before the mask)', async () => {
      const { app, database } = get();
      const plumber = await provider(app, ['plumbing'], AREA, 'Leaving Plumber');
      const owner = await customer(app, 'Staying Customer');
      const { requestId } = await finishedJob(app, owner, plumber);
      // As rows written before contact details were hidden at writing hold them.
      const legacy = 'WhatsApp me on 082 555 0199 or leaving@plumbpro.co.za';
      const { db } = database;
      await db.update(quotes).set({ message: legacy }).where(eq(quotes.quoteRequestId, requestId));
      await db.execute(sql`update reviews set comment = ${legacy}
                            where quote_request_id = ${requestId} and direction = 'of_customer'`);
      await db.execute(sql`update reviews set reply = ${legacy}
                            where quote_request_id = ${requestId} and direction = 'of_provider'`);
      // The customer's export shows the provider's reply without its contact details.
      const exported = (await send(owner, 'GET', '/api/users/me/export')).json<{
        reviewsWritten: { reply: string | null }[];
      }>();
      expect(exported.reviewsWritten[0]?.reply).not.toContain('555 0199');
      expect((await remove(plumber, plumber.email)).statusCode).toBe(204);
      expect(await whereFound(db, ['555 0199', 'plumbpro.co.za'])).toEqual([]);
      const [kept] = await db.select().from(quotes).where(eq(quotes.quoteRequestId, requestId));
      expect(kept?.message).toContain('WhatsApp me on [contact details hidden');
    });

    it('a quote racing the deletion of its request’s customer leaves consistent data', async () => {
      const { app, database } = get();
      for (let round = 0; round < 4; round += 1) {
        const racer = await provider(app, ['plumbing'], AREA, `Racing Plumber ${round}`);
        const other = await provider(app, ['plumbing'], AREA, `Early Plumber ${round}`);
        const leaving = await customer(app, `Leaving Customer ${round}`);
        const requestId = await postRequest(app, leaving, OPEN_REQUEST);
        await postQuote(app, other, requestId, 500);
        const [deleted, quoted] = await Promise.all([
          remove(leaving, leaving.email),
          send(racer, 'POST', '/api/quotes', { quoteRequestId: requestId, amount: 480 }),
        ]);
        expect(deleted.statusCode).toBe(204);
        // Either the quote came first (and was declined with the others) or found the request
        // closed (no longer open to quotes: not found).
        expect([201, 404, 409]).toContain(quoted.statusCode);
        const [request] = await database.db
          .select()
          .from(quoteRequests)
          .where(eq(quoteRequests.id, requestId));
        const all = await database.db
          .select()
          .from(quotes)
          .where(eq(quotes.quoteRequestId, requestId));
        expect(request?.status).toBe('closed');
        expect(all.filter((quote) => quote.status === 'open')).toEqual([]);
        expect(all).toHaveLength(quoted.statusCode === 201 ? 2 : 1);
        expect(request?.quoteCount).toBe(all.length);
      }
    });

    it('erases the messages of jobs finished more than a year ago', async () => {
      const { app, database } = get();
      const plumber = await provider(app, ['plumbing'], AREA, 'Retention Plumbing');
      const old = await finishedJob(app, await customer(app, 'Old Job Customer'), plumber);
      const recent = await finishedJob(app, await customer(app, 'Recent Job Customer'), plumber);
      const now = new Date();
      const monthsAgo = (months: number) => {
        const at = new Date(now);
        at.setMonth(at.getMonth() - months);
        return at;
      };
      await database.db
        .update(quoteRequests)
        .set({ completedAt: monthsAgo(13) })
        .where(eq(quoteRequests.id, old.requestId));
      await database.db
        .update(quoteRequests)
        .set({ completedAt: monthsAgo(11) })
        .where(eq(quoteRequests.id, recent.requestId));
      expect(await eraseOldJobMessages(database.db, now)).toBe(2);
      expect(await eraseOldJobMessages(database.db, now)).toBe(0);
      const textOf = async (requestId: string) =>
        (await send(plumber, 'GET', `/api/quote-requests/${requestId}/messages`)).body;
      expect(await textOf(old.requestId)).toContain(MESSAGE_ERASED_AFTER_A_YEAR);
      expect(await textOf(old.requestId)).not.toContain('Friday at nine works.');
      expect(await textOf(recent.requestId)).toContain('Friday at nine works.');
      const erased = await database.db
        .select({ text: messages.text })
        .from(messages)
        .where(sql`${messages.erasedAt} is not null`);
      expect(erased.every((message) => message.text !== 'Is Friday fine?')).toBe(true);
    });
  },
  { files: folderStore(root) },
);

for (const kind of databaseKinds()) {
  it(`asks for a recent sign-in before deleting the account or changing its email [${kind}]`, async () => {
    // Six minutes after the person signed in (a stolen token, an open tab on a shared phone).
    const later = await createTestApp(kind, { clock: () => new Date(Date.now() + 6 * 60_000) });
    try {
      const person = await customer(later.app, 'Shared Phone');
      const refused = await later.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: person.headers,
        payload: { confirmEmail: person.email },
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().errors.reauthenticate).toBe(RECENT_SIGN_IN_MESSAGE);
      // A new address, proved, but the sign-in is from before: refused for want of a recent one.
      const address = uniqueEmail('moved');
      const moved = await verifyEmail(person.uid, person.password, address);
      const email = await later.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(moved),
        payload: { email: address },
      });
      expect(email.statusCode, email.body).toBe(403);
      expect(email.json().errors.reauthenticate).toBe(RECENT_SIGN_IN_MESSAGE);
      // A name or phone is not guarded: nothing is lost by it.
      const name = await later.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(moved),
        payload: { name: 'Still Here' },
      });
      expect(name.statusCode, name.body).toBe(200);
    } finally {
      await later.close();
    }
  });
}
