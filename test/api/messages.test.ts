import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { CONTACT_HIDDEN } from '../../src/domain/contact-redaction';
import {
  MESSAGE_PAGE_SIZE,
  type Thread,
  type ThreadSummary,
} from '../../src/domain/schemas/messages';
import type { Notification } from '../../src/domain/schemas/notifications';
import { DEFAULT_RATE_LIMITS } from '../../src/server/plugins/rate-limit';
import {
  customer,
  postQuote,
  postRequest,
  provider,
  PLUMBING_REQUEST,
  type Actor,
} from '../helpers/actors';
import { createTestApp, databaseKinds, describeEachDatabase } from '../helpers/app';

const CONTACTS =
  'Call me on 082 123 4567 or +27 (0)82 765 4321, mail thandi@example.co.za, WhatsApp me at www.thandi.co.za';

describeEachDatabase('messages', (get) => {
  const send = (actor: Actor, method: 'GET' | 'POST', url: string, payload?: object) =>
    get().app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
  const write = (actor: Actor, requestId: string, text: string, providerId?: string) =>
    send(actor, 'POST', `/api/quote-requests/${requestId}/messages`, {
      text,
      ...(providerId ? { providerId } : {}),
    });
  const thread = (actor: Actor, requestId: string, query = '') =>
    send(actor, 'GET', `/api/quote-requests/${requestId}/messages${query}`);
  const plumber = (app: FastifyInstance, name: string, overrides: Record<string, unknown> = {}) =>
    provider(app, ['plumbing'], { serviceRadiusKm: 20, ...overrides }, name);

  /** A request, a provider in reach who has not quoted, one who has, and outsiders. */
  async function market(label: string) {
    const { app } = get();
    const owner = await customer(app, `Thandi ${label}`, { phone: '0821234567' });
    const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
    const asker = await plumber(app, `Asker Plumbing ${label}`);
    const quoter = await plumber(app, `Quoter Plumbing ${label}`);
    const quoteId = await postQuote(app, quoter, requestId, 900);
    const far = await plumber(app, `Far Plumbing ${label}`, { location: 'Durban, KwaZulu-Natal' });
    const gardener = await provider(app, ['gardening'], { serviceRadiusKm: 20 }, `Garden ${label}`);
    const stranger = await customer(app, `Stranger ${label}`);
    return { owner, requestId, asker, quoter, quoteId, far, gardener, stranger };
  }

  it('lets a provider in reach ask and the customer answer; everyone else gets 404', async () => {
    const m = await market('Access');
    const asked = await write(m.asker, m.requestId, 'How big is the geyser?');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      from: 'provider',
      text: 'How big is the geyser?',
      redacted: false,
      providerId: m.asker.providerId,
      quoteRequestId: m.requestId,
    });

    // The customer names the provider; without one, a 400 that says so.
    const unnamed = await thread(m.owner, m.requestId);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.providerId).toBe('Choose the provider to write to');
    const seen = await thread(m.owner, m.requestId, `?providerId=${m.asker.providerId}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      you: 'customer',
      withName: 'Asker Plumbing Access',
      contactsShared: false,
      closedReason: null,
      unread: 1,
      olderCursor: null,
    });
    const answered = await write(m.owner, m.requestId, '150 litres.', m.asker.providerId);
    expect(answered.statusCode, answered.body).toBe(201);
    const theirs = await thread(m.asker, m.requestId);
    expect(theirs.json<Thread>().messages.map((message) => message.text)).toEqual([
      'How big is the geyser?',
      '150 litres.',
    ]);
    expect(theirs.json()).toMatchObject({ you: 'provider', withName: 'Thandi' });

    // The customer may write to a provider who quoted, never to one who did neither.
    expect((await write(m.owner, m.requestId, 'When?', m.quoter.providerId)).statusCode).toBe(201);
    expect((await write(m.owner, m.requestId, 'Hi', m.far.providerId)).statusCode).toBe(404);
    // Out of reach, another trade, another customer, a provider naming someone else's thread.
    for (const outsider of [m.far, m.gardener, m.stranger]) {
      expect((await write(outsider, m.requestId, 'Hello')).statusCode).toBe(404);
      expect((await thread(outsider, m.requestId)).statusCode).toBe(404);
    }
    expect(
      (await thread(m.quoter, m.requestId, `?providerId=${m.asker.providerId}`)).statusCode,
    ).toBe(404);
    expect(
      (await thread(m.owner, 'not-a-uuid', `?providerId=${m.asker.providerId}`)).statusCode,
    ).toBe(404);

    // The customer's list: both providers, the newest conversation first, unread counted.
    const threads = await send(m.owner, 'GET', `/api/quote-requests/${m.requestId}/threads`);
    expect(threads.statusCode, threads.body).toBe(200);
    expect(threads.json<ThreadSummary[]>().map((row) => row.providerName)).toEqual([
      'Quoter Plumbing Access',
      'Asker Plumbing Access',
    ]);
    expect(
      (await send(m.stranger, 'GET', `/api/quote-requests/${m.requestId}/threads`)).statusCode,
    ).toBe(404);
  });

  it('hides contact details both ways until the quote is accepted, then passes them', async () => {
    const m = await market('Private');
    const fromCustomer = await write(m.owner, m.requestId, CONTACTS, m.quoter.providerId);
    expect(fromCustomer.json().redacted).toBe(true);
    expect(fromCustomer.json().text).toBe(
      `Call me on ${CONTACT_HIDDEN} or ${CONTACT_HIDDEN}, mail ${CONTACT_HIDDEN}, WhatsApp me at ${CONTACT_HIDDEN}`,
    );
    const fromProvider = await write(
      m.quoter,
      m.requestId,
      'Or email me: quoter@plumb.co.za. R1 250 on 2026-12-01.',
    );
    expect(fromProvider.json().text).toBe(`Or email me: ${CONTACT_HIDDEN}. R1 250 on 2026-12-01.`);
    // The original is not kept: the stored thread holds only the hidden form.
    const stored = await thread(m.quoter, m.requestId);
    // (only the texts: an id may hold '082' by chance)
    const storedTexts = stored
      .json<{ messages: { text: string }[] }>()
      .messages.map((message) => message.text);
    expect(storedTexts.join('\n')).not.toMatch(/082|example\.co\.za|765/);

    // The asker is refused once another provider's quote is accepted; the customer too.
    expect((await write(m.asker, m.requestId, 'Still there?')).statusCode).toBe(201);
    const accepted = await send(m.owner, 'POST', `/api/quotes/${m.quoteId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const late = await write(m.asker, m.requestId, 'Anyone?');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This job has been given to another provider');
    expect((await write(m.owner, m.requestId, 'Sorry', m.asker.providerId)).statusCode).toBe(409);
    const readOnly = await thread(m.asker, m.requestId);
    expect(readOnly.json()).toMatchObject({
      closedReason: 'This job has been given to another provider',
    });

    // The accepted provider: contact details pass, the customer's full name shows.
    const open = await write(m.owner, m.requestId, CONTACTS, m.quoter.providerId);
    expect(open.json()).toMatchObject({ text: CONTACTS, redacted: false });
    expect((await thread(m.quoter, m.requestId)).json()).toMatchObject({
      contactsShared: true,
      withName: 'Thandi Private',
      closedReason: null,
    });
  });

  it('pages a long thread oldest first, counts unread, and marks read', async () => {
    const m = await market('Paging');
    const total = MESSAGE_PAGE_SIZE + 13;
    for (let i = 1; i <= total; i++) {
      const actor = i % 2 ? m.quoter : m.owner;
      const response = await write(actor, m.requestId, `Message ${i}`, m.quoter.providerId);
      expect(response.statusCode, response.body).toBe(201);
    }
    const newest = (
      await thread(m.owner, m.requestId, `?providerId=${m.quoter.providerId}`)
    ).json<Thread>();
    expect(newest.messages).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(newest.messages[0]?.text).toBe('Message 14');
    expect(newest.messages.at(-1)?.text).toBe(`Message ${total}`);
    // The customer answered every second message: unread is what came after their last one.
    expect(newest.unread).toBe(1);
    const older = (
      await thread(
        m.owner,
        m.requestId,
        `?providerId=${m.quoter.providerId}&before=${newest.olderCursor}`,
      )
    ).json<Thread>();
    expect(older.messages.map((message) => message.text)).toEqual(
      Array.from({ length: 13 }, (_, i) => `Message ${i + 1}`),
    );
    expect(older.olderCursor).toBeNull();
    expect(
      (await thread(m.owner, m.requestId, `?providerId=${m.quoter.providerId}&before=abc`))
        .statusCode,
    ).toBe(400);

    const unread = await send(m.owner, 'GET', '/api/messages/unread');
    expect(unread.json()).toEqual({
      total: 1,
      threads: [
        {
          quoteRequestId: m.requestId,
          providerId: m.quoter.providerId,
          unread: 1,
          serviceType: 'plumbing',
          withName: 'Quoter Plumbing Paging',
          link: `/customer/requests/${m.requestId}?provider=${m.quoter.providerId}#messages`,
        },
      ],
    });
    const read = await send(m.owner, 'POST', `/api/quote-requests/${m.requestId}/messages/read`, {
      providerId: m.quoter.providerId,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((await send(m.owner, 'GET', '/api/messages/unread')).json()).toEqual({
      total: 0,
      threads: [],
    });
  });

  it('tells the other side once per unread conversation, and keeps reports', async () => {
    const m = await market('Notify');
    const kinds = async (actor: Actor) =>
      (await send(actor, 'GET', '/api/notifications'))
        .json<Notification[]>()
        .filter((row) => row.kind === 'new_message')
        .map((row) => `${row.title} -> ${row.link}`);
    await write(m.quoter, m.requestId, 'First question');
    await write(m.quoter, m.requestId, 'Second question');
    expect(await kinds(m.owner)).toEqual([
      `Quoter Plumbing Notify sent you a message about the plumbing in Green Point -> /customer/requests/${m.requestId}?provider=${m.quoter.providerId}#messages`,
    ]);
    await send(m.owner, 'POST', `/api/quote-requests/${m.requestId}/messages/read`, {
      providerId: m.quoter.providerId,
    });
    // Reading the thread read its notification too.
    const unreadBell = async (actor: Actor) =>
      (await send(actor, 'GET', '/api/notifications/unread')).json<{ unread: number }>().unread;
    const before = await unreadBell(m.owner);
    const third = await write(m.quoter, m.requestId, 'Third, after you read');
    expect(await kinds(m.owner)).toHaveLength(2);
    expect(await unreadBell(m.owner)).toBe(before + 1);
    await send(m.owner, 'POST', `/api/quote-requests/${m.requestId}/messages/read`, {
      providerId: m.quoter.providerId,
    });
    expect(await unreadBell(m.owner)).toBe(before);
    // The provider's side: the customer's answer is unread until it reads its own thread.
    await write(m.owner, m.requestId, 'Ask away.', m.quoter.providerId);
    expect((await send(m.quoter, 'GET', '/api/messages/unread')).json()).toMatchObject({
      total: 1,
      threads: [{ withName: 'Thandi', link: `/quote/${m.requestId}#messages` }],
    });

    // Reports: the receiver, once; not one's own message, not an outsider.
    const id = third.json().id as string;
    const report = (actor: Actor) =>
      send(actor, 'POST', `/api/messages/${id}/report`, { reason: 'Rude and pushy' });
    expect((await report(m.owner)).statusCode).toBe(201);
    expect((await report(m.owner)).statusCode).toBe(409);
    expect((await report(m.quoter)).statusCode).toBe(404);
    expect((await report(m.stranger)).statusCode).toBe(404);
    expect(
      (await send(m.owner, 'POST', `/api/messages/${id}/report`, { reason: '' })).statusCode,
    ).toBe(400);
  });
});

for (const kind of databaseKinds()) {
  it(`holds a person to 30 messages a minute [${kind}]`, async () => {
    const testApp = await createTestApp(kind, {
      rateLimits: DEFAULT_RATE_LIMITS,
      rateLimitNameSpace: `messages-${kind}-${Date.now()}-`,
    });
    try {
      const { app } = testApp;
      const owner = await customer(app, 'Chatty Customer');
      const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
      const quoter = await provider(app, ['plumbing'], { serviceRadiusKm: 20 }, 'Patient Plumbing');
      await postQuote(app, quoter, requestId, 700);
      const post = () =>
        app.inject({
          method: 'POST',
          url: `/api/quote-requests/${requestId}/messages`,
          headers: owner.headers,
          payload: { text: 'Are you there?', providerId: quoter.providerId },
        });
      for (let i = 0; i < 30; i++) expect((await post()).statusCode).toBe(201);
      const limited = await post();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      // The other side is not held back by the customer's limit.
      const reply = await app.inject({
        method: 'POST',
        url: `/api/quote-requests/${requestId}/messages`,
        headers: quoter.headers,
        payload: { text: 'Yes, here.' },
      });
      expect(reply.statusCode).toBe(201);
    } finally {
      await testApp.close();
    }
  });
}
