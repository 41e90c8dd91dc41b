import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MESSAGE } from '../../src/domain/schemas/users';
import { PROTECTED_ONLY_MESSAGE } from '../../src/domain/payout-accounts';
import { queryRows } from '../../src/server/db/rows';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { createTestApp, databaseKinds, describeEachDatabase } from '../helpers/app';
import { useFakeTradeSafe } from '../helpers/fake-tradesafe';

const REQUEST = {
  serviceType: 'plumbing',
  description: 'The geyser leaks from its valve.',
  location: '14 Main Road, Green Point, Cape Town',
  preferredDate: 'Saturday morning',
};
const ACCOUNT = {
  bank: 'FNB',
  accountType: 'CHEQUE',
  accountHolder: 'Sipho Ndlovu',
  accountNumber: '6201 2345 678',
};

const fake = useFakeTradeSafe();
const tradesafe = fake.tradesafe;

describeEachDatabase(
  "a provider's payout account and protected-only payment",
  (get) => {
    beforeAll(async () => {
      await fake.listen(get().app);
    });
    const call = (
      headers: Record<string, string>,
      method: 'GET' | 'POST' | 'PUT' | 'PATCH',
      url: string,
      payload?: object,
    ) => get().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    it('keeps the account number sealed, shows it masked, and emails every change', async () => {
      const { app, database } = get();
      const plumber = await provider(app, ['plumbing'], { name: 'Payout Plumbing' });
      // Email for outcomes turned off: a change to where money goes is emailed all the same.
      const off = await call(plumber.headers, 'PATCH', '/api/notifications/preferences', {
        email: { outcomes: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      const before = await call(plumber.headers, 'GET', '/api/providers/me/payouts');
      expect(before.json()).toEqual({
        account: null,
        protectedOnly: false,
        protectedPaymentAvailable: true,
      });

      const saved = await call(plumber.headers, 'PUT', '/api/providers/me/payout-account', ACCOUNT);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        bank: 'FNB',
        accountHolder: 'Sipho Ndlovu',
        accountNumberLast4: '5678',
      });
      expect(saved.body).not.toContain('62012345678');
      const shown = await call(plumber.headers, 'GET', '/api/providers/me/payouts');
      expect(shown.body).not.toContain('62012345678');
      expect(shown.json().account.accountNumberLast4).toBe('5678');

      // The raw row holds no readable number.
      const [raw] = await queryRows<{ sealed: string; last4: string }>(
        database.db,
        sql`select account_number_sealed as sealed, account_number_last4 as last4
            from payout_accounts join providers on providers.id = payout_accounts.provider_id
            join users on users.id = providers.user_id where users.email = ${plumber.email}`,
      );
      expect(raw?.last4).toBe('5678');
      expect(raw?.sealed).toMatch(/^v1\./);
      expect(raw?.sealed).not.toContain('62012345678');
      expect(Buffer.from(raw?.sealed.split('.')[3] ?? '', 'base64url').toString()).not.toContain(
        '62012345678',
      );

      // The partner was asked to check it, with the whole number.
      expect(tradesafe().standIn.parties(plumber.email)).toContainEqual(
        expect.objectContaining({ bankAccount: { bank: 'FNB', accountNumber: '62012345678' } }),
      );

      await app.events.dispatchPending();
      const emails = await queryRows<{ channel: string }>(
        database.db,
        sql`select d.channel from deliveries d join users u on u.id = d.user_id
            where u.email = ${plumber.email} and d.kind = 'payout_account_changed'`,
      );
      expect(emails.map((row) => row.channel)).toEqual(['email']);
      // The same account again: nothing changes, nobody is emailed again.
      const same = await call(plumber.headers, 'PUT', '/api/providers/me/payout-account', ACCOUNT);
      expect(same.json().updatedAt).toBe(saved.json().updatedAt);
      await app.events.dispatchPending();
      expect(
        await queryRows(
          database.db,
          sql`select 1 from deliveries d join users u on u.id = d.user_id
              where u.email = ${plumber.email} and d.kind = 'payout_account_changed'`,
        ),
      ).toHaveLength(1);
      const notes = (await call(plumber.headers, 'GET', '/api/notifications')).json<
        { kind: string; body: string }[]
      >();
      expect(notes.find((note) => note.kind === 'payout_account_changed')?.body).toContain(
        'FNB •••• 5678',
      );
    });

    it('refuses a wrong number by its format, and one the partner refuses, keeping the old', async () => {
      const { app } = get();
      const plumber = await provider(app, ['plumbing'], { name: 'Careful Plumbing' });
      const put = (body: object) =>
        call(plumber.headers, 'PUT', '/api/providers/me/payout-account', body);
      const short = await put({ ...ACCOUNT, bank: 'CAPITEC', accountNumber: '12345' });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors.accountNumber).toContain('A Capitec account number has 10 digits');
      expect((await put({ ...ACCOUNT, accountHolder: 'Call 082 555 1234' })).statusCode).toBe(400);
      expect((await put({ ...ACCOUNT, bank: 'MONOPOLY' })).json().errors.bank).toBe(
        'Choose your bank',
      );
      expect((await put(ACCOUNT)).statusCode).toBe(200);
      // The partner's check refuses it (the stand-in's rule: numbers starting 999).
      const refused = await put({ ...ACCOUNT, accountNumber: '99912345678' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors.accountNumber).toContain('TradeSafe did not accept');
      const kept = await call(plumber.headers, 'GET', '/api/providers/me/payouts');
      expect(kept.json().account.accountNumberLast4).toBe('5678');
    });

    it('a protected-only provider is hired only with payment through Khaya, paid to its account', async () => {
      const { app } = get();
      const plumber = await provider(app, ['plumbing'], { name: 'Only Safe Plumbing' });
      const early = await call(plumber.headers, 'PUT', '/api/providers/me/protected-only', {
        protectedOnly: true,
      });
      expect(early.statusCode, early.body).toBe(409);
      expect(
        (await call(plumber.headers, 'PUT', '/api/providers/me/payout-account', ACCOUNT))
          .statusCode,
      ).toBe(200);
      const on = await call(plumber.headers, 'PUT', '/api/providers/me/protected-only', {
        protectedOnly: true,
      });
      expect(on.json()).toEqual({ protectedOnly: true });

      const owner: Actor = await customer(app, 'Safe Customer');
      const requestId = await postRequest(app, owner, REQUEST);
      const quoteId = await postQuote(app, plumber, requestId, 2400);
      const comparison = await call(
        owner.headers,
        'GET',
        `/api/quote-requests/${requestId}/comparison`,
      );
      expect(comparison.json().quotes[0].provider.protectedOnly).toBe(true);
      const direct = await call(owner.headers, 'POST', `/api/quotes/${quoteId}/accept`, {
        revision: 1,
        payment: 'direct',
      });
      expect(direct.statusCode, direct.body).toBe(409);
      expect(direct.json().message).toBe(PROTECTED_ONLY_MESSAGE);
      const accepted = await call(owner.headers, 'POST', `/api/quotes/${quoteId}/accept`, {
        revision: 1,
        payment: 'protected',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      // Switching to paying directly is refused too.
      const switched = await call(
        owner.headers,
        'POST',
        `/api/quote-requests/${requestId}/payment/direct`,
      );
      expect(switched.statusCode).toBe(409);
      // The partner's transaction pays the seller out to the account on file.
      const checkout = await call(
        owner.headers,
        'POST',
        `/api/quote-requests/${requestId}/payment/checkout`,
      );
      expect(checkout.statusCode, checkout.body).toBe(200);
      const sellers = tradesafe().standIn.parties(plumber.email);
      expect(sellers.at(-1)).toMatchObject({
        givenName: 'Sipho',
        bankAccount: { bank: 'FNB', accountNumber: '62012345678' },
      });
    });
  },
  fake.options,
);

for (const kind of databaseKinds()) {
  it(`changes the account only soon after a sign-in [${kind}]`, async () => {
    // Six minutes after the provider signed in (a stolen token, an open tab on a shared phone).
    const later = await createTestApp(kind, {
      clock: () => new Date(Date.now() + 6 * 60_000),
      escrow: { partner: tradesafe().partner },
    });
    try {
      const plumber = await provider(later.app, ['plumbing'], { name: 'Stale Plumbing' });
      const refused = await later.app.inject({
        method: 'PUT',
        url: '/api/providers/me/payout-account',
        headers: plumber.headers,
        payload: ACCOUNT,
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().errors.reauthenticate).toBe(RECENT_SIGN_IN_MESSAGE);
      // Reading it stays allowed; a customer has no payouts to read.
      const read = await later.app.inject({
        method: 'GET',
        url: '/api/providers/me/payouts',
        headers: plumber.headers,
      });
      expect(read.json().account).toBeNull();
      const owner = await customer(later.app, 'No Provider');
      const none = await later.app.inject({
        method: 'GET',
        url: '/api/providers/me/payouts',
        headers: owner.headers,
      });
      expect(none.statusCode).toBe(404);
    } finally {
      await later.close();
    }
  });
}
