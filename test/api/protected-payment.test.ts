import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { reconcileProtectedPayments } from '../../src/server/services/escrow';
import { setAdmin } from '../../src/server/services/verification';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { useFakeTradeSafe } from '../helpers/fake-tradesafe';

const REQUEST = {
  serviceType: 'plumbing',
  description: 'The geyser leaks from its valve.',
  location: '14 Main Road, Green Point, Cape Town',
  preferredDate: 'Saturday morning',
};

const fake = useFakeTradeSafe();
const tradesafe = fake.tradesafe;

describeEachDatabase(
  'protected payment through the escrow partner',
  (get) => {
    beforeAll(async () => {
      // The partner's callbacks come over HTTP: the app listens for them.
      await fake.listen(get().app);
    });
    const call = (actor: Actor | null, method: 'GET' | 'POST', url: string, payload?: object) =>
      get().app.inject({
        method,
        url,
        headers: actor?.headers ?? {},
        ...(payload ? { payload } : {}),
      });
    const payment = async (actor: Actor, requestId: string) => {
      const response = await call(actor, 'GET', `/api/quote-requests/${requestId}/payment`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        state: string;
        feeCents: number | null;
        payoutCents: number | null;
        acceptBy: string | null;
      }>();
    };
    /** The kinds of an actor's notifications, once every event has been handed on. */
    const told = async (actor: Actor) => {
      await get().app.events.dispatchPending();
      const notes = (await call(actor, 'GET', '/api/notifications')).json<
        { kind: string; title: string }[]
      >();
      return notes.map((note) => `${note.kind}: ${note.title}`);
    };
    const credit = async (actor: Actor) =>
      (await call(actor, 'GET', '/api/providers/me/credit')).json<{ balanceCents: number }>()
        .balanceCents;
    /** A request quoted by `plumber` at `amount`, accepted paying through Khaya. */
    const protectedHire = async (owner: Actor, plumber: Actor, amount = 1850) => {
      const requestId = await postRequest(get().app, owner, REQUEST);
      const quoteId = await postQuote(get().app, plumber, requestId, amount);
      const accepted = await call(owner, 'POST', `/api/quotes/${quoteId}/accept`, {
        revision: 1,
        payment: 'protected',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      return requestId;
    };
    /** The customer goes to pay: the partner's transaction (its id ends the payment page's URL). */
    const startCheckout = async (owner: Actor, requestId: string) => {
      const started = await call(
        owner,
        'POST',
        `/api/quote-requests/${requestId}/payment/checkout`,
      );
      expect(started.statusCode, started.body).toBe(200);
      return started.json<{ url: string }>().url.split('/').at(-1) ?? '';
    };
    /** Pays on the partner's page as the customer's browser would: its form, then back. */
    const payOnPage = async (owner: Actor, requestId: string) => {
      const started = await call(
        owner,
        'POST',
        `/api/quote-requests/${requestId}/payment/checkout`,
      );
      expect(started.statusCode, started.body).toBe(200);
      const { url } = started.json<{ url: string }>();
      const page = await fetch(url);
      expect(await page.text()).toContain('Pay R1');
      const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      const back = paid.headers.get('location') ?? '';
      expect(back).toMatch(/\/api\/payments\/tradesafe\/return\?status=success/);
      const returned = await get().app.inject({ url: back.replace(fake.appUrl(), '') });
      expect(returned.headers.location).toBe(`/customer/requests/${requestId}?payment=paid`);
    };

    it('takes the money into escrow, pays the provider out on acceptance, its fee as agent only', async () => {
      const owner = await customer(get().app, 'Protected Customer');
      const plumber = await provider(get().app, ['plumbing'], {}, 'Protected Plumbing');
      // Three free hires paid directly, so that this one has a fee.
      for (let n = 0; n < 3; n++) {
        const requestId = await postRequest(get().app, owner, REQUEST);
        const quoteId = await postQuote(get().app, plumber, requestId, 400);
        expect((await call(owner, 'POST', `/api/quotes/${quoteId}/accept`, {})).statusCode).toBe(
          200,
        );
      }
      const requestId = await protectedHire(owner, plumber);
      expect(await payment(owner, requestId)).toMatchObject({
        state: 'awaiting_payment',
        feeCents: null,
      });
      expect(await payment(plumber, requestId)).toMatchObject({
        state: 'awaiting_payment',
        feeCents: 9300,
        payoutCents: 185_000 - 9300,
      });
      // Never both: no fee from the provider's credit for a hire paid through Khaya.
      expect(await credit(plumber)).toBe(0);

      await payOnPage(owner, requestId);
      expect((await payment(owner, requestId)).state).toBe('funded');
      const held = tradesafe().standIn.find(
        (
          await queryRows<{ id: string }>(
            get().database.db,
            sql`select id from protected_payments where quote_request_id = ${requestId}`,
          )
        )[0]?.id ?? '',
      );
      expect(held).toMatchObject({ state: 'FUNDS_RECEIVED', valueCents: 185_000, feeCents: 9300 });
      expect(await told(plumber)).toContain('payment_held: R1 850 is held safely for your job');

      // Only the provider marks it done, only the customer accepts: others are told it is not there.
      expect(
        (await call(owner, 'POST', `/api/quote-requests/${requestId}/payment/delivered`))
          .statusCode,
      ).toBe(404);
      const early = await call(owner, 'POST', `/api/quote-requests/${requestId}/payment/accept`);
      expect(early.statusCode).toBe(409);
      const done = await call(
        plumber,
        'POST',
        `/api/quote-requests/${requestId}/payment/delivered`,
      );
      expect(done.statusCode, done.body).toBe(200);
      const delivered = done.json<{ state: string; acceptBy: string }>();
      expect(delivered.state).toBe('delivered');
      expect(Date.parse(delivered.acceptBy) - Date.now()).toBeGreaterThan(23 * 3_600_000);
      expect(
        (await call(plumber, 'POST', `/api/quote-requests/${requestId}/payment/accept`)).statusCode,
      ).toBe(404);
      const accepted = await call(owner, 'POST', `/api/quote-requests/${requestId}/payment/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().state).toBe('released');
      expect(await told(owner)).toContain(
        'work_delivered: Protected Plumbing says the work is done',
      );
      expect(await told(plumber)).toContain('payment_released: Paid out: R1 757');
      expect(await credit(plumber)).toBe(0);
      // Khaya's agent fee is in the books once, from the partner, not from the credit.
      const books = await queryRows<{ kind: string; account: string; cents: number }>(
        get().database.db,
        sql`select p.kind, l.account, l.cents::int as cents
              from ledger_postings p join ledger_lines l on l.posting_id = p.id
              join protected_payments pp on pp.quote_id = p.quote_id
             where pp.quote_request_id = ${requestId} order by l.account`,
      );
      expect(books).toEqual([
        { kind: 'agent_fee', account: 'escrow_clearing', cents: -9300 },
        { kind: 'agent_fee', account: 'fee_income', cents: 9300 },
      ]);
      // Read back again (the sweep, a repeated callback): the fee is not posted twice.
      await reconcileProtectedPayments(get().database.db, tradesafe().partner);
      await call(null, 'POST', '/api/payments/tradesafe/callback', {
        id: held?.id ?? '',
        state: 'FUNDS_RELEASED',
      });
      expect(
        await queryRows(
          get().database.db,
          sql`select 1 from ledger_postings p join protected_payments pp on pp.quote_id = p.quote_id
               where pp.quote_request_id = ${requestId}`,
        ),
      ).toHaveLength(1);

      const stranger = await customer(get().app, 'Nosy Neighbour');
      for (const path of ['', '/checkout', '/accept', '/direct']) {
        const method = path ? 'POST' : 'GET';
        const answer = await call(
          stranger,
          method,
          `/api/quote-requests/${requestId}/payment${path}`,
        );
        expect(answer.statusCode, path).toBe(404);
      }
    });

    it('believes no callback: forged, repeated and out-of-order ones change nothing', async () => {
      const owner = await customer(get().app, 'Careful Customer');
      const plumber = await provider(get().app, ['plumbing'], {}, 'Careful Plumbing');
      const requestId = await protectedHire(owner, plumber);
      const transactionId = await startCheckout(owner, requestId);
      const callback = (body: object) =>
        call(null, 'POST', '/api/payments/tradesafe/callback', body);

      // A forged 'released' while nothing is paid: read back, it is still waiting.
      const forged = await callback({ id: transactionId, state: 'FUNDS_RELEASED', signature: 'x' });
      expect(forged.json()).toEqual({ outcome: 'unchanged' });
      expect((await payment(owner, requestId)).state).toBe('awaiting_payment');
      expect(
        (await callback({ id: 'no-such-transaction', state: 'FUNDS_RECEIVED' })).json(),
      ).toEqual({
        outcome: 'unknown_transaction',
      });
      // Whatever else a callback carries is kept as text (found by the bad-input suite: an
      // object with a key 'toString', a long emoji id cut inside a character).
      for (const odd of [
        { id: 'odd-1', state: 'FUNDS_RECEIVED', extra: { toString: true } },
        { id: 'x', state: [null, { toString: '-s@1 j' }] },
        { id: '\u{1F600}'.repeat(120), state: 'FUNDS_RECEIVED' },
      ]) {
        const answer = await callback(odd);
        expect(answer.statusCode, answer.body).toBe(200);
      }
      expect((await payment(owner, requestId)).state).toBe('awaiting_payment');

      // Paid with its callback lost: a repeated old callback changes nothing; the
      // reconciliation reads it back.
      await tradesafe().standIn.pay(transactionId, false);
      expect((await payment(owner, requestId)).state).toBe('awaiting_payment');
      expect(
        await reconcileProtectedPayments(get().database.db, tradesafe().partner),
      ).toBeGreaterThanOrEqual(1);
      expect((await payment(owner, requestId)).state).toBe('funded');
      expect((await callback({ id: transactionId, state: 'FUNDS_RECEIVED' })).json()).toEqual({
        outcome: 'unchanged',
      });
      // An out-of-order, stale callback (CREATED after funding) moves nothing back.
      expect((await callback({ id: transactionId, state: 'CREATED' })).json()).toEqual({
        outcome: 'unchanged',
      });
      const kept = await queryRows<{ outcome: string; claimed_state: string }>(
        get().database.db,
        sql`select outcome, claimed_state from escrow_callbacks where transaction_id = ${transactionId} order by id`,
      );
      expect(kept.map((row) => row.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    });

    it('repairs a crash between the partner’s answer and Khaya’s commit, and the partner accepts after 24 hours', async () => {
      const owner = await customer(get().app, 'Silent Customer');
      const plumber = await provider(get().app, ['plumbing'], {}, 'Silent Plumbing');
      const requestId = await protectedHire(owner, plumber);
      const transactionId = await startCheckout(owner, requestId);
      await tradesafe().standIn.pay(transactionId);
      expect((await payment(plumber, requestId)).state).toBe('funded');
      // The provider's 'done' reached the partner, then the process died before it committed:
      // the partner's word is there, Khaya's record is not (its callback lost too).
      await tradesafe().standIn.deliver(transactionId, false);
      expect((await payment(plumber, requestId)).state).toBe('funded');
      await reconcileProtectedPayments(get().database.db, tradesafe().partner);
      expect((await payment(plumber, requestId)).state).toBe('delivered');
      // Nothing paid twice: a second 'done' is refused, the state stays.
      const again = await call(
        plumber,
        'POST',
        `/api/quote-requests/${requestId}/payment/delivered`,
      );
      expect(again.statusCode).toBe(409);

      // The customer says nothing for a day: the partner accepts and pays out (its callback).
      await tradesafe().standIn.advance(25 * 3_600_000);
      expect((await payment(owner, requestId)).state).toBe('released');
      const rows = await queryRows<{ state: string; released: boolean; delivered: boolean }>(
        get().database.db,
        sql`select state, released_at is not null as released, delivered_at is not null as delivered
              from protected_payments where quote_request_id = ${requestId}`,
      );
      expect(rows).toEqual([{ state: 'released', released: true, delivered: true }]);
      const fees = await queryRows<{ n: number; fee: number }>(
        get().database.db,
        sql`select (select count(*)::int from ledger_postings p
                     where p.quote_id = pp.quote_id and p.kind = 'agent_fee') as n,
                   pp.fee_cents as fee
              from protected_payments pp where pp.quote_request_id = ${requestId}`,
      );
      // A free hire (its provider's first): no fee, nothing posted.
      expect(fees).toEqual([{ n: 0, fee: 0 }]);
    });

    it('lets the customer pay directly instead before paying: the fee then comes from credit', async () => {
      const owner = await customer(get().app, 'Changed-Mind Customer');
      const plumber = await provider(get().app, ['plumbing'], {}, 'Direct Plumbing');
      for (let n = 0; n < 3; n++) {
        const requestId = await postRequest(get().app, owner, REQUEST);
        const quoteId = await postQuote(get().app, plumber, requestId, 400);
        await call(owner, 'POST', `/api/quotes/${quoteId}/accept`, {});
      }
      const requestId = await protectedHire(owner, plumber, 1000);
      await call(owner, 'POST', `/api/quote-requests/${requestId}/payment/checkout`);
      const direct = await call(owner, 'POST', `/api/quote-requests/${requestId}/payment/direct`);
      expect(direct.statusCode, direct.body).toBe(200);
      expect(direct.json().state).toBe('cancelled');
      expect(await credit(plumber)).toBe(-5000);
      const twice = await call(owner, 'POST', `/api/quote-requests/${requestId}/payment/direct`);
      expect(twice.statusCode).toBe(409);
      const late = await call(owner, 'POST', `/api/quote-requests/${requestId}/payment/checkout`);
      expect(late.statusCode).toBe(409);
      expect(await credit(plumber)).toBe(-5000);
    });

    it('shows the operator payments by state, the stuck ones and callbacks that did not check out', async () => {
      const { app, database } = get();
      const owner = await customer(app, 'Stuck Customer');
      const plumber = await provider(app, ['plumbing'], {}, 'Stuck Plumbing');
      const requestId = await protectedHire(owner, plumber);
      const transactionId = await startCheckout(owner, requestId);
      await tradesafe().standIn.pay(transactionId);
      await call(plumber, 'POST', `/api/quote-requests/${requestId}/payment/delivered`);
      // Done three days ago and still not paid out: the partner should have by now.
      await database.db.execute(
        sql`update protected_payments set delivered_at = now() - interval '3 days' where quote_request_id = ${requestId}`,
      );
      await call(null, 'POST', '/api/payments/tradesafe/callback', { id: 'forged-id', state: 'X' });
      const admin = await customer(app, 'Payments Admin');
      await setAdmin(database.db, admin.email, true, 'test');
      expect((await call(owner, 'GET', '/api/admin/payments')).statusCode).toBe(404);
      const desk = await call(admin, 'GET', '/api/admin/payments');
      expect(desk.statusCode, desk.body).toBe(200);
      // The first test's agent fee is in today's money on the credit desk, beside the credit fees.
      const money = await call(admin, 'GET', '/api/admin/credit');
      expect(money.json().days[0].agentFeesCents).toBeGreaterThanOrEqual(9300);
      const body = desk.json<{
        states: { state: string; count: number }[];
        stuck: { requestId: string; providerName: string; state: string }[];
        failedCallbacks: { transactionId: string; outcome: string }[];
      }>();
      expect(body.states.find((row) => row.state === 'delivered')?.count).toBeGreaterThanOrEqual(1);
      expect(body.stuck).toContainEqual(
        expect.objectContaining({ requestId, providerName: 'Stuck Plumbing', state: 'delivered' }),
      );
      expect(body.failedCallbacks).toContainEqual(
        expect.objectContaining({ transactionId: 'forged-id', outcome: 'unknown_transaction' }),
      );
    });
  },
  fake.options,
);
