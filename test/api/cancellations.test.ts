import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { reconcileProtectedPayments } from '../../src/server/services/escrow';
import { addDays, southAfricanInstant, southAfricanToday } from '../../src/domain/when';
import { customer, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { useFakeTradeSafe } from '../helpers/fake-tradesafe';

const fake = useFakeTradeSafe();
const tradesafe = fake.tradesafe;
/** The app's clock: real time unless a test moves it (the notice a cancellation gives). */
let now: Date | null = null;
const options = Object.defineProperties(
  { clock: () => now ?? new Date() },
  Object.getOwnPropertyDescriptors(fake.options),
);

describeEachDatabase(
  'cancelling a booked visit (issue 49)',
  (get) => {
    beforeAll(async () => {
      await fake.listen(get().app);
    });
    const today = southAfricanToday();
    const day = (n: number) => addDays(today, n);
    /** Plumbers in a Karoo town (nobody else covers it), and requests there. */
    const TOWN = { location: 'Karoo town', latitude: -31.6, longitude: 22.9, serviceRadiusKm: 20 };
    const REQUEST = {
      serviceType: 'plumbing',
      description: 'The geyser drips.',
      location: '3 Kerk Street, Karoo',
      latitude: -31.6,
      longitude: 22.9,
      when: { kind: 'dates', dates: [{ date: day(3), window: 'any' }] },
    };
    const visitStart = southAfricanInstant(day(3), 8);
    const call = (
      actor: Actor | null,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
    ) =>
      get().app.inject({
        method,
        url,
        headers: actor?.headers ?? {},
        ...(payload ? { payload } : {}),
      });
    const quote = async (actor: Actor, requestId: string, extra: object = {}) => {
      const sent = await call(actor, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 900,
        visitDate: day(3),
        visitStart: '08:00',
        visitHours: 2,
        ...extra,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json<{ id: string }>().id;
    };
    const booked = async (owner: Actor, quoteId: string, payment?: 'protected') => {
      const accepted = await call(owner, 'POST', `/api/quotes/${quoteId}/accept`, {
        ...(payment ? { payment } : {}),
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      return accepted.json<{ booking: { id: string } }>().booking.id;
    };
    const told = async (actor: Actor) => {
      await get().app.events.dispatchPending();
      const notes = (await call(actor, 'GET', '/api/notifications')).json<
        { kind: string; title: string; body: string }[]
      >();
      return notes.map((note) => `${note.kind}: ${note.title}: ${note.body}`);
    };

    it('costs the customer nothing with more than 24 hours of notice, the provider’s fee within them, none for illness', async () => {
      const plumber = await provider(get().app, ['plumbing'], TOWN, 'Karoo Late Fees');
      const owner = await customer(get().app, 'Marta Cancel');
      const stranger = await customer(get().app, 'Not Theirs');
      // The fee is the provider's to set, at most R300, and at most the quote's call-out fee.
      const tooHigh = await call(plumber, 'PUT', '/api/providers/me/cancellation-fee', {
        fee: 301,
      });
      expect(tooHigh.statusCode).toBe(400);
      expect(tooHigh.json().errors).toEqual({ fee: 'At most R300' });
      const set = await call(plumber, 'PUT', '/api/providers/me/cancellation-fee', { fee: 'R250' });
      expect(set.json()).toEqual({ fee: 250 });
      const bookingFor = async (calloutFee = 0) => {
        const requestId = await postRequest(get().app, owner, REQUEST);
        return booked(owner, await quote(plumber, requestId, { calloutFee }));
      };

      const first = await bookingFor(150);
      const terms = async (at: number) => {
        now = new Date(visitStart.getTime() - at);
        const response = await call(owner, 'GET', `/api/bookings/${first}/cancel`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ feeCents: number; why: string; payment: string }>();
      };
      const minute = 60_000;
      expect(await terms(24 * 60 * minute + minute)).toMatchObject({
        feeCents: 0,
        why: 'Free: more than 24 hours before the visit.',
        payment: 'direct',
      });
      // Within 24 hours: the provider's R250, held to the quote's R150 call-out fee.
      expect(await terms(24 * 60 * minute - minute)).toMatchObject({ feeCents: 15_000 });
      expect((await call(stranger, 'GET', `/api/bookings/${first}/cancel`)).statusCode).toBe(404);
      expect(
        (await call(stranger, 'POST', `/api/bookings/${first}/cancel`, { reason: 'other' }))
          .statusCode,
      ).toBe(404);
      // A reason from the other side's list is refused, nothing changed.
      const wrongList = await call(owner, 'POST', `/api/bookings/${first}/cancel`, {
        reason: 'job_too_big',
      });
      expect(wrongList.statusCode).toBe(400);
      expect(wrongList.json().errors).toEqual({ reason: 'Choose one of the reasons listed' });

      // Illness: free even within the 24 hours.
      const ill = await call(owner, 'POST', `/api/bookings/${first}/cancel`, {
        reason: 'illness',
        note: 'Flu, sorry. Call 082 555 1234 to rebook.',
      });
      expect(ill.statusCode, ill.body).toBe(200);
      expect(ill.json()).toMatchObject({ by: 'customer', feeCents: 0, settlement: 'none' });
      const again = await call(owner, 'POST', `/api/bookings/${first}/cancel`, { reason: 'other' });
      expect(again.statusCode).toBe(409);

      // Another booking, cancelled late for another reason: R250 owed to the provider.
      const second = await bookingFor();
      const late = await call(owner, 'POST', `/api/bookings/${second}/cancel`, {
        reason: 'not_needed',
      });
      expect(late.json()).toMatchObject({ feeCents: 25_000, settlement: 'direct' });
      const notes = await told(plumber);
      expect(notes).toContainEqual(
        expect.stringMatching(
          /^visit_cancelled: Marta cancelled the visit: .*\("I no longer need the work"\)\. It was within 24 hours: your cancellation fee of R250/,
        ),
      );
      // The note had its phone number hidden; the requests are closed.
      expect(notes.join('\n')).not.toContain('555');
      const rows = await queryRows<{ status: string }>(
        get().database.db,
        sql`select r.status from bookings b join quote_requests r on r.id = b.quote_request_id
             where b.id in (${first}, ${second}) order by r.created_at`,
      );
      expect(rows).toEqual([{ status: 'closed' }, { status: 'closed' }]);
      now = null;
      // Providers see the customer's two cancellations before quoting on their next request;
      // the customer's own view carries none.
      const next = await postRequest(get().app, owner, REQUEST);
      const lead = await call(plumber, 'GET', `/api/quote-requests/${next}`);
      expect(lead.json()).toMatchObject({ customerCancellations: 2 });
      const own = await call(owner, 'GET', `/api/quote-requests/${next}`);
      expect(own.json()).toMatchObject({ customerCancellations: null });
    });

    it('a provider’s cancellation is free, opens the other quotes still valid again, and the customer picks one', async () => {
      const plumber = await provider(get().app, ['plumbing'], TOWN, 'Karoo Cancels');
      const rival = await provider(get().app, ['plumbing'], TOWN, 'Karoo Rival');
      const stale = await provider(get().app, ['plumbing'], TOWN, 'Karoo Stale');
      const owner = await customer(get().app, 'Sipho Rebook');
      const requestId = await postRequest(get().app, owner, REQUEST);
      const chosen = await quote(plumber, requestId);
      const other = await quote(rival, requestId, { visitStart: '10:00' });
      await quote(stale, requestId, { visitStart: '12:00', validUntil: day(1) });
      const bookingId = await booked(owner, chosen);
      // The customer cannot give a provider's reason, nor the provider a customer's.
      const wrong = await call(plumber, 'POST', `/api/bookings/${bookingId}/cancel`, {
        reason: 'found_other',
      });
      expect(wrong.statusCode).toBe(400);

      // Two days on, the stale quote has lapsed; the rival's still stands.
      now = southAfricanInstant(day(2), 9);
      const cancelled = await call(plumber, 'POST', `/api/bookings/${bookingId}/cancel`, {
        reason: 'unavailable',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({
        by: 'provider',
        feeCents: 0,
        reasonLabel: 'I can no longer come at that time',
        reopenedQuotes: 1,
      });
      now = null;
      const request = (await call(owner, 'GET', `/api/quote-requests/${requestId}`)).json<{
        status: string;
        booking: unknown;
        quotes: { providerName: string; status: string }[];
      }>();
      expect(request.status).toBe('responded');
      expect(request.booking).toBeNull();
      expect(Object.fromEntries(request.quotes.map((q) => [q.providerName, q.status]))).toEqual({
        'Karoo Cancels': 'withdrawn',
        'Karoo Rival': 'open',
        'Karoo Stale': 'declined',
      });
      expect(await told(owner)).toContainEqual(
        expect.stringMatching(
          /^visit_cancelled: Karoo Cancels cancelled your visit: .*It costs you nothing\. Another quote is open again: pick one on the request's page\.$/,
        ),
      );
      // The request's history says what happened, in the customer's words.
      const compared = await call(owner, 'GET', `/api/quote-requests/${requestId}/comparison`);
      expect(
        compared
          .json<{ history: { kind: string; providerName: string | null }[] }>()
          .history.map((entry) => `${entry.kind} ${entry.providerName ?? ''}`.trim()),
      ).toEqual([
        'posted',
        'quoted Karoo Cancels',
        'quoted Karoo Rival',
        'quoted Karoo Stale',
        'accepted Karoo Cancels',
        // Declined with the accept and lapsed since: it stays declined.
        'declined Karoo Stale',
        'cancelled_by_provider Karoo Cancels',
      ]);
      // One tap: the customer accepts the rival's quote, and its visit is booked.
      const picked = await call(owner, 'POST', `/api/quotes/${other}/accept`, {});
      expect(picked.statusCode, picked.body).toBe(200);
      expect(picked.json().booking).toMatchObject({ start: '10:00', status: 'booked' });
    });

    it('a cancelled job paid through Khaya: the partner refunds what it held, and no fee is taken', async () => {
      const plumber = await provider(get().app, ['plumbing'], TOWN, 'Karoo Escrow');
      const owner = await customer(get().app, 'Lerato Refund');
      const requestId = await postRequest(get().app, owner, REQUEST);
      const bookingId = await booked(owner, await quote(plumber, requestId), 'protected');
      const checkout = await call(
        owner,
        'POST',
        `/api/quote-requests/${requestId}/payment/checkout`,
      );
      const transactionId = checkout.json<{ url: string }>().url.split('/').at(-1) ?? '';
      await tradesafe().standIn.pay(transactionId);
      const terms = await call(owner, 'GET', `/api/bookings/${bookingId}/cancel`);
      expect(terms.json()).toMatchObject({ payment: 'held', feeCents: 0 });

      const cancelled = await call(plumber, 'POST', `/api/bookings/${bookingId}/cancel`, {
        reason: 'job_too_big',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ settlement: 'refunded' });
      expect(
        tradesafe().standIn.find(
          (
            await queryRows<{ id: string }>(
              get().database.db,
              sql`select id from protected_payments where quote_request_id = ${requestId}`,
            )
          )[0]?.id ?? '',
        )?.state,
      ).toBe('CANCELED');
      const payment = await call(owner, 'GET', `/api/quote-requests/${requestId}/payment`);
      expect(payment.json()).toMatchObject({ state: 'cancelled' });
      // Nothing charged from the provider's credit for a hire that did not happen.
      const fees = await queryRows<{ n: number }>(
        get().database.db,
        sql`select count(*)::int as n from ledger_postings p join quotes q on q.id = p.quote_id
             where q.quote_request_id = ${requestId} and p.kind = 'fee'`,
      );
      expect(fees).toEqual([{ n: 0 }]);
      await tradesafe().standIn.settled();
    });

    it('a late cancellation of a job paid through Khaya: the fee is paid from the money held, the rest goes back', async () => {
      const plumber = await provider(get().app, ['plumbing'], TOWN, 'Karoo Held Fee');
      const owner = await customer(get().app, 'Sipho Late');
      await call(plumber, 'PUT', '/api/providers/me/cancellation-fee', { fee: 200 });
      const heldJob = async () => {
        const requestId = await postRequest(get().app, owner, REQUEST);
        const bookingId = await booked(
          owner,
          await quote(plumber, requestId, { calloutFee: 250 }),
          'protected',
        );
        const checkout = await call(
          owner,
          'POST',
          `/api/quote-requests/${requestId}/payment/checkout`,
        );
        await tradesafe().standIn.pay(checkout.json<{ url: string }>().url.split('/').at(-1) ?? '');
        const [row] = await queryRows<{ id: string }>(
          get().database.db,
          sql`select id from protected_payments where quote_request_id = ${requestId}`,
        );
        return { requestId, bookingId, paymentId: row?.id ?? '' };
      };
      const job = await heldJob();
      // Past its free hires: Khaya's fee of R45 for this one comes off whatever is paid out.
      await get().database.db.execute(
        sql`update protected_payments set fee_cents = 4500 where id = ${job.paymentId}`,
      );
      now = new Date(visitStart.getTime() - 3_600_000);
      const terms = await call(owner, 'GET', `/api/bookings/${job.bookingId}/cancel`);
      expect(terms.json()).toMatchObject({ payment: 'held', feeCents: 20_000, feeFromHeld: true });

      const cancelled = await call(owner, 'POST', `/api/bookings/${job.bookingId}/cancel`, {
        reason: 'not_needed',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ feeCents: 20_000, settlement: 'from_held' });
      // At the partner: the work lowered to the fee and paid out, the other R950 back.
      expect(tradesafe().standIn.find(job.paymentId)).toMatchObject({
        state: 'FUNDS_RELEASED',
        valueCents: 20_000,
        refundedCents: 95_000,
      });
      // Both read where the money went; the provider is told, and nothing says the work was done.
      const asCustomer = await call(owner, 'GET', `/api/quote-requests/${job.requestId}/payment`);
      expect(asCustomer.json()).toMatchObject({
        state: 'cancelled_with_fee',
        label: 'Cancelled: fee paid, the rest refunded',
        cancellationFeeCents: 20_000,
        feeCents: null,
      });
      const asProvider = await call(plumber, 'GET', `/api/quote-requests/${job.requestId}/payment`);
      expect(asProvider.json()).toMatchObject({ payoutCents: 15_500, feeCents: 4_500 });
      const notes = await told(plumber);
      expect(notes).toContainEqual(
        expect.stringMatching(
          /It was within 24 hours: your cancellation fee of R200 is paid to you from the money TradeSafe held\.$/,
        ),
      );
      expect(notes.join('\n')).not.toMatch(/payment_released|Paid out/);
      expect((await told(owner)).join('\n')).not.toMatch(/marked the work done/);
      // Khaya's fee for the hire came off the payout, into the books once: a repeated callback
      // and the reconciliation read the partner back and change nothing.
      const agentFees = () =>
        queryRows<{ cents: number; reason: string }>(
          get().database.db,
          sql`select l.cents::int as cents, p.reason
                from ledger_postings p join ledger_lines l on l.posting_id = p.id
               where p.quote_id = (select quote_id from protected_payments where id = ${job.paymentId})
                 and p.kind = 'agent_fee' and l.account = 'fee_income'`,
        );
      expect(await agentFees()).toEqual([
        { cents: 4_500, reason: 'Fee from a cancellation fee paid through Khaya of R200' },
      ]);
      await call(null, 'POST', '/api/payments/tradesafe/callback', {
        id: tradesafe().standIn.find(job.paymentId)?.id ?? '',
        state: 'FUNDS_RELEASED',
      });
      await reconcileProtectedPayments(get().database.db, tradesafe().partner);
      const again = await call(owner, 'GET', `/api/quote-requests/${job.requestId}/payment`);
      expect(again.json()).toMatchObject({ state: 'cancelled_with_fee' });
      expect(await agentFees()).toHaveLength(1);

      // A fee no larger than Khaya's own for the hire is owed directly: all the money goes back.
      const small = await heldJob();
      await get().database.db.execute(
        sql`update protected_payments set fee_cents = 20000 where id = ${small.paymentId}`,
      );
      const smallTerms = await call(owner, 'GET', `/api/bookings/${small.bookingId}/cancel`);
      expect(smallTerms.json()).toMatchObject({ feeCents: 20_000, feeFromHeld: false });
      const direct = await call(owner, 'POST', `/api/bookings/${small.bookingId}/cancel`, {
        reason: 'not_needed',
      });
      expect(direct.json()).toMatchObject({ feeCents: 20_000, settlement: 'direct' });
      expect(tradesafe().standIn.find(small.paymentId)).toMatchObject({
        state: 'CANCELED',
        refundedCents: 115_000,
      });

      // The partner stops answering halfway: the cancellation stands, and the reconciliation
      // pays the fee out once it answers again.
      const stuck = await heldJob();
      const partner = tradesafe().partner;
      const accept = partner.acceptDelivery.bind(partner);
      partner.acceptDelivery = () => Promise.reject(new Error('TradeSafe is down'));
      try {
        const halfway = await call(owner, 'POST', `/api/bookings/${stuck.bookingId}/cancel`, {
          reason: 'not_needed',
        });
        expect(halfway.statusCode, halfway.body).toBe(200);
        expect(halfway.json()).toMatchObject({ settlement: 'from_held' });
        expect(tradesafe().standIn.find(stuck.paymentId)?.state).toBe('DELIVERED');
      } finally {
        partner.acceptDelivery = accept;
      }
      await reconcileProtectedPayments(get().database.db, partner);
      expect(tradesafe().standIn.find(stuck.paymentId)).toMatchObject({
        state: 'FUNDS_RELEASED',
        valueCents: 20_000,
      });
      const finished = await call(owner, 'GET', `/api/quote-requests/${stuck.requestId}/payment`);
      expect(finished.json()).toMatchObject({ state: 'cancelled_with_fee' });
      now = null;
      await tradesafe().standIn.settled();
    });
  },
  options,
);
