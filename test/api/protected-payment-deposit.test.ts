import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { reconcileProtectedPayments } from '../../src/server/services/escrow';
import { customer, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { useFakeTradeSafe } from '../helpers/fake-tradesafe';

const REQUEST = {
  serviceType: 'plumbing',
  description: 'A new geyser: the old one burst.',
  location: '14 Main Road, Green Point, Cape Town',
  preferredDate: 'Saturday morning',
};

const fake = useFakeTradeSafe();
const tradesafe = fake.tradesafe;

describeEachDatabase(
  'a deposit for materials and the balance, paid through Khaya',
  (get) => {
    beforeAll(async () => {
      await fake.listen(get().app);
    });
    const call = (
      actor: Actor | null,
      method: 'GET' | 'POST' | 'PATCH',
      url: string,
      payload?: object,
    ) =>
      get().app.inject({
        method,
        url,
        headers: actor?.headers ?? {},
        ...(payload ? { payload } : {}),
      });
    const payment = async (actor: Actor, requestId: string) =>
      (await call(actor, 'GET', `/api/quote-requests/${requestId}/payment`)).json<{
        state: string;
        amountCents: number;
        depositCents: number;
        depositReleasedAt: string | null;
      }>();
    const told = async (actor: Actor) => {
      await get().app.events.dispatchPending();
      const notes = (await call(actor, 'GET', '/api/notifications')).json<
        { kind: string; title: string; body: string }[]
      >();
      return notes.map((note) => `${note.kind}: ${note.title}: ${note.body}`);
    };

    it('holds the price and call-out fee, pays the deposit out once held and the balance on acceptance', async () => {
      const owner = await customer(get().app, 'Deposit Customer');
      const plumber = await provider(get().app, ['plumbing'], {}, 'Geyser Guys');
      const requestId = await postRequest(get().app, owner, REQUEST);
      const quote = { quoteRequestId: requestId, amount: 6000, calloutFee: 400 };

      // At most half the total (price and call-out fee): refused with the most it may be.
      const tooMuch = await call(plumber, 'POST', '/api/quotes', { ...quote, deposit: 3300 });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().errors).toEqual({
        deposit: 'A deposit can be at most half the total: R3200 here',
      });
      const sent = await call(plumber, 'POST', '/api/quotes', { ...quote, deposit: 'R2 500' });
      expect(sent.statusCode, sent.body).toBe(201);
      const quoteId = sent.json<{ id: string; deposit: number }>().id;
      expect(sent.json().deposit).toBe(2500);
      // A lower price must not leave the deposit above half: the revision is refused whole.
      const cut = await call(plumber, 'PATCH', `/api/quotes/${quoteId}`, { amount: 4000 });
      expect(cut.statusCode).toBe(400);
      expect(cut.json().errors).toEqual({
        deposit: 'A deposit can be at most half the total: R2200 here',
      });
      const compared = await call(owner, 'GET', `/api/quote-requests/${requestId}/comparison`);
      expect(compared.statusCode, compared.body).toBe(200);
      expect(compared.json().quotes[0]).toMatchObject({ amount: 6000, deposit: 2500 });

      const accepted = await call(owner, 'POST', `/api/quotes/${quoteId}/accept`, {
        revision: 1,
        payment: 'protected',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(await payment(owner, requestId)).toMatchObject({
        state: 'awaiting_payment',
        amountCents: 640_000,
        depositCents: 250_000,
        depositReleasedAt: null,
      });

      // Two allocations at the partner: the deposit, then the rest (the work).
      const checkout = await call(
        owner,
        'POST',
        `/api/quote-requests/${requestId}/payment/checkout`,
      );
      expect(checkout.statusCode, checkout.body).toBe(200);
      const transactionId = checkout.json<{ url: string }>().url.split('/').at(-1) ?? '';
      const [row] = await queryRows<{ id: string }>(
        get().database.db,
        sql`select id from protected_payments where quote_request_id = ${requestId}`,
      );
      const held = () => tradesafe().standIn.find(row?.id ?? '');
      expect(held()?.allocations.map((a) => [a.title, a.valueCents])).toEqual([
        ['Deposit for materials', 250_000],
        ['Khaya: plumbing in Green Point, Cape Town', 390_000],
      ]);

      // Paid: the callback is read back, the money is held and the deposit paid out at once.
      await tradesafe().standIn.pay(transactionId);
      const funded = await payment(owner, requestId);
      expect(funded.state).toBe('funded');
      expect(funded.depositReleasedAt).not.toBeNull();
      expect(held()?.state).toBe('FUNDS_RECEIVED');
      expect(held()?.allocations.map((a) => a.state)).toEqual(['FUNDS_RELEASED', 'FUNDS_RECEIVED']);
      expect(await told(plumber)).toContain(
        "payment_held: R6 400 is held safely for your job: Deposit paid R6 400 for the plumbing job in Green Point into TradeSafe's escrow. The R2 500 deposit for materials is being paid out to you now. Go ahead with the work, then mark it done on the job's page.",
      );

      // Read back again and again: the deposit is paid out once, its news recorded once.
      await reconcileProtectedPayments(get().database.db, tradesafe().partner);
      await call(null, 'POST', '/api/payments/tradesafe/callback', {
        id: transactionId,
        state: 'FUNDS_RECEIVED',
      });
      const releases = await queryRows(
        get().database.db,
        sql`select 1 from domain_events where type = 'protected_payment_changed'
             and subjects->>'quoteRequestId' = ${requestId}
             and payload->'events' ? 'deposit_released'`,
      );
      expect(releases).toHaveLength(1);

      // The balance waits for the work, as without a deposit.
      const done = await call(
        plumber,
        'POST',
        `/api/quote-requests/${requestId}/payment/delivered`,
      );
      expect(done.statusCode, done.body).toBe(200);
      expect(held()?.allocations.map((a) => a.state)).toEqual(['FUNDS_RELEASED', 'DELIVERED']);
      const ok = await call(owner, 'POST', `/api/quote-requests/${requestId}/payment/accept`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().state).toBe('released');
      expect(held()?.state).toBe('FUNDS_RELEASED');
      // A first hire has no fee: the rest is the price less the deposit.
      expect(await told(plumber)).toContainEqual(
        expect.stringMatching(/^payment_released: Paid out: R3 900:/),
      );
      // The partner's last callback is answered before the app closes (a kept-alive connection).
      await tradesafe().standIn.settled();
    });
  },
  fake.options,
);
