import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ContactMessage } from '../../src/domain/schemas/contact';
import { contactMessages } from '../../src/server/db/schema';
import { auditLog } from '../../src/server/db/schema';
import { DEFAULT_RATE_LIMITS } from '../../src/server/plugins/rate-limit';
import { eraseOldContactMessages } from '../../src/server/services/contact';
import { setAdmin } from '../../src/server/services/verification';
import { customer, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

const MESSAGE = {
  name: 'Thandi Nkosi',
  email: 'thandi@example.co.za',
  topic: 'job',
  message: 'The plumber I hired did not arrive on Friday and does not answer.',
} as const;

let address = 0;

/** The Contact page's form reaching the admin desk; the suite runs with the real abuse limits. */
describeEachDatabase(
  'contact: messages to the admin desk',
  (get) => {
    // Each test writes from its own address, so the form's limit (5 in 10 minutes) is per test.
    const from = () => `198.51.100.${++address}`;
    const send = (
      actor: Actor | null,
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
      remoteAddress = from(),
    ) =>
      get().app.inject({
        method,
        url,
        remoteAddress,
        ...(actor ? { headers: actor.headers } : {}),
        ...(payload ? { payload } : {}),
      });
    const deskQueue = async (admin: Actor, status = 'open') => {
      const response = await send(admin, 'GET', `/api/admin/contact-messages?status=${status}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ContactMessage[]>();
    };

    it('a visitor writes, an admin reads it on the desk and marks it answered', async () => {
      const { app, database } = get();
      const admin = await customer(app, 'Contact Desk Admin');
      await setAdmin(database.db, admin.email, true, 'test');
      const sent = await send(null, 'POST', '/api/contact', {
        ...MESSAGE,
        name: '  Thandi Nkosi ',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const { id } = sent.json<{ id: string }>();

      const open = await deskQueue(admin);
      expect(open.find((message) => message.id === id)).toMatchObject({
        name: 'Thandi Nkosi',
        email: MESSAGE.email,
        topic: 'job',
        message: MESSAGE.message,
        fromAccount: false,
        handledAt: null,
      });
      // Nobody else can read the desk, or even tell that it is there.
      const someone = await customer(app, 'Curious Customer');
      expect((await send(someone, 'GET', '/api/admin/contact-messages')).statusCode).toBe(404);
      expect(
        (await send(someone, 'POST', `/api/admin/contact-messages/${id}/handled`)).statusCode,
      ).toBe(404);

      const handled = await send(admin, 'POST', `/api/admin/contact-messages/${id}/handled`);
      expect(handled.statusCode, handled.body).toBe(200);
      expect(handled.json<ContactMessage>().handledAt).not.toBeNull();
      expect((await deskQueue(admin)).map((message) => message.id)).not.toContain(id);
      expect((await deskQueue(admin, 'handled')).map((message) => message.id)).toContain(id);
      const entries = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
      expect(entries.map((entry) => entry.action)).toEqual(['contact_message_handled']);
      // An unknown or malformed id: 404.
      for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const missing = await send(admin, 'POST', `/api/admin/contact-messages/${unknown}/handled`);
        expect(missing.statusCode).toBe(404);
      }
    });

    it('says what to fix in each field, and stores nothing from a refused form', async () => {
      const { database } = get();
      const before = await database.db.select().from(contactMessages);
      const refused = await send(null, 'POST', '/api/contact', {
        name: '',
        email: 'not-an-address',
        topic: 'refund',
        message: 'Help',
      });
      expect(refused.statusCode).toBe(400);
      const { errors } = refused.json<{ errors: Record<string, string> }>();
      expect(errors).toEqual({
        name: 'Name is required',
        email: 'Invalid email address',
        topic: 'Choose what your message is about',
        message: 'Write a little more, so we can help (at least 10 characters)',
      });
      expect(await database.db.select().from(contactMessages)).toHaveLength(before.length);
    });

    it("links a signed-in sender's account: in their export, and deleted with it", async () => {
      const { app } = get();
      const admin = await customer(app, 'Contact Export Admin');
      await setAdmin(get().database.db, admin.email, true, 'test');
      const person = await customer(app, 'Contact Leaver');
      const sent = await send(person, 'POST', '/api/contact', {
        ...MESSAGE,
        email: person.email,
        topic: 'account',
        message: 'Please change the phone number on my account.',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const { id } = sent.json<{ id: string }>();
      expect((await deskQueue(admin)).find((message) => message.id === id)?.fromAccount).toBe(true);
      const exported = await send(person, 'GET', '/api/users/me/export');
      expect(exported.json<{ contactMessages: { message: string }[] }>().contactMessages).toEqual([
        expect.objectContaining({ message: 'Please change the phone number on my account.' }),
      ]);
      const deleted = await get().app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: person.headers,
        payload: { confirmEmail: person.email },
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await deskQueue(admin)).map((message) => message.id)).not.toContain(id);
    });

    it('limits one address to 5 messages in 10 minutes', async () => {
      const remoteAddress = from();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await send(null, 'POST', '/api/contact', MESSAGE, remoteAddress);
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      // Another address is not held back by the first.
      expect((await send(null, 'POST', '/api/contact', MESSAGE)).statusCode).toBe(201);
    });

    it('forgets messages a year after they were answered, or a year after they came', async () => {
      const { database } = get();
      const now = new Date('2026-11-25T10:00:00Z');
      const yearAndADayAgo = new Date('2025-11-24T10:00:00Z');
      const [old, answered, recent] = await database.db
        .insert(contactMessages)
        .values([
          { ...MESSAGE, createdAt: yearAndADayAgo },
          { ...MESSAGE, createdAt: yearAndADayAgo, handledAt: yearAndADayAgo },
          { ...MESSAGE, createdAt: yearAndADayAgo, handledAt: new Date('2026-06-01T10:00:00Z') },
        ])
        .returning({ id: contactMessages.id });
      expect(await eraseOldContactMessages(database.db, now)).toBeGreaterThanOrEqual(2);
      const left = (await database.db.select({ id: contactMessages.id }).from(contactMessages)).map(
        (row) => row.id,
      );
      expect(left).not.toContain(old?.id);
      expect(left).not.toContain(answered?.id);
      expect(left).toContain(recent?.id);
    });
  },
  { rateLimits: DEFAULT_RATE_LIMITS },
);
