import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { setAdmin } from '../../src/server/services/verification';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { useFakeTradeSafe } from '../helpers/fake-tradesafe';

const fake = useFakeTradeSafe();
const tradesafe = fake.tradesafe;
/** The app's clock: real time unless a test moves it (the 48 hours to settle). */
let now: Date | null = null;
const options = Object.defineProperties(
  { clock: () => now ?? new Date() },
  Object.getOwnPropertyDescriptors(fake.options),
);
const HOUR = 3_600_000;

const REQUEST = {
  serviceType: 'plumbing',
  description: 'The geyser drips and the bathroom tap leaks.',
  location: '14 Main Road, Green Point, Cape Town',
  preferredDate: 'Saturday morning',
};
const WHAT = 'The tap still leaks a day later and the geyser drips again. Call me on 082 555 1234.';

interface Dispute {
  id: string;
  state: string;
  money: string;
  description: string;
  refundCents: number | null;
  settlement: string | null;
  outcome: string | null;
  offers: { id: string; by: string; refundCents: number; state: string }[];
}

describeEachDatabase(
  'disputes about a job (issue 49)',
  (get) => {
    beforeAll(async () => {
      await fake.listen(get().app);
    });
    const call = (actor: Actor | null, method: 'GET' | 'POST', url: string, payload?: object) =>
      get().app.inject({
        method,
        url,
        headers: actor?.headers ?? {},
        ...(payload ? { payload } : {}),
      });
    const disputeOf = (requestId: string) => `/api/quote-requests/${requestId}/dispute`;
    const hire = async (owner: Actor, plumber: Actor, payment: 'direct' | 'protected') => {
      const requestId = await postRequest(get().app, owner, REQUEST);
      const quoteId = await postQuote(get().app, plumber, requestId, 1850);
      const accepted = await call(owner, 'POST', `/api/quotes/${quoteId}/accept`, {
        revision: 1,
        payment,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      return requestId;
    };
    /** A job paid through Khaya, paid and marked done: the money held, waiting for acceptance. */
    const delivered = async (owner: Actor, plumber: Actor) => {
      const requestId = await hire(owner, plumber, 'protected');
      const checkout = await call(
        owner,
        'POST',
        `/api/quote-requests/${requestId}/payment/checkout`,
      );
      const transactionId = checkout.json<{ url: string }>().url.split('/').at(-1) ?? '';
      await tradesafe().standIn.pay(transactionId);
      const done = await call(
        plumber,
        'POST',
        `/api/quote-requests/${requestId}/payment/delivered`,
      );
      expect(done.statusCode, done.body).toBe(200);
      return { requestId, transactionId };
    };
    const open = async (actor: Actor, requestId: string, reason = 'poor_work') => {
      const opened = await call(actor, 'POST', disputeOf(requestId), { reason, description: WHAT });
      expect(opened.statusCode, opened.body).toBe(201);
      return opened.json<Dispute>();
    };
    const told = async (actor: Actor) => {
      await get().app.events.dispatchPending();
      const notes = (await call(actor, 'GET', '/api/notifications')).json<
        { kind: string; title: string }[]
      >();
      return notes.map((note) => `${note.kind}: ${note.title}`);
    };
    const admin = async () => {
      const person = await customer(get().app, 'Dispute Desk');
      await setAdmin(get().database.db, person.email, true, 'test');
      return person;
    };
    const paymentState = async (requestId: string) =>
      (
        await queryRows<{ state: string }>(
          get().database.db,
          sql`select state from protected_payments where quote_request_id = ${requestId}`,
        )
      )[0]?.state;

    it('on a job paid directly: opened once by its side only, offers replace each other, settled by a partial refund', async () => {
      now = null;
      const owner = await customer(get().app, 'Thandi Dispute');
      const plumber = await provider(get().app, ['plumbing'], {}, 'Dispute Plumbing');
      const stranger = await customer(get().app, 'Nosy Neighbour');
      const requestId = await hire(owner, plumber, 'direct');

      // Not before the job is completed.
      const early = (await call(owner, 'GET', disputeOf(requestId))).json();
      expect(early).toMatchObject({ canOpen: false, dispute: null });
      expect(early.why).toBe('The job is not completed yet: a dispute can be opened once it is.');
      expect(
        (await call(owner, 'POST', `/api/quote-requests/${requestId}/complete`)).statusCode,
      ).toBe(200);

      // Strangers and anonymous callers learn nothing.
      expect((await call(stranger, 'GET', disputeOf(requestId))).statusCode).toBe(404);
      expect((await call(null, 'GET', disputeOf(requestId))).statusCode).toBe(401);
      expect(
        (
          await call(stranger, 'POST', disputeOf(requestId), {
            reason: 'poor_work',
            description: WHAT,
          })
        ).statusCode,
      ).toBe(404);

      const can = (await call(owner, 'GET', disputeOf(requestId))).json<{
        reasons: { key: string }[];
      }>();
      expect(can).toMatchObject({ as: 'customer', canOpen: true, money: 'direct', why: null });
      expect(can.reasons.map((r) => r.key)).toContain('poor_work');

      // Bad input: the other side's reason, too short an account.
      const wrongSide = await call(owner, 'POST', disputeOf(requestId), {
        reason: 'not_paid',
        description: WHAT,
      });
      expect(wrongSide.statusCode).toBe(400);
      expect(wrongSide.json().message).toBe('Choose one of the reasons listed');
      const short = await call(owner, 'POST', disputeOf(requestId), {
        reason: 'poor_work',
        description: 'Bad.',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().fieldErrors?.description ?? short.json().message).toContain(
        'at least 20',
      );

      const dispute = await open(owner, requestId);
      expect(dispute).toMatchObject({ state: 'negotiating', money: 'direct', offers: [] });
      expect(dispute.description).not.toContain('555');
      const again = await call(owner, 'POST', disputeOf(requestId), {
        reason: 'poor_work',
        description: WHAT,
      });
      expect(again.statusCode).toBe(409);
      expect(await told(plumber)).toContain(
        'dispute_opened: Thandi raised a problem with the plumbing job',
      );

      // Offers: below what was paid, in whole rand; each replaces the last; never one's own to accept.
      const offers = `/api/disputes/${dispute.id}/offers`;
      const tooMuch = await call(owner, 'POST', offers, { refund: 1850 });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().message).toBe('A partial refund is less than the R1850 paid');
      expect((await call(stranger, 'POST', offers, { refund: 100 })).statusCode).toBe(404);
      const mine = (await call(plumber, 'POST', offers, { refund: 300 })).json<Dispute>();
      const myOffer = mine.offers[0]?.id ?? '';
      expect((await call(plumber, 'POST', `${offers}/${myOffer}/accept`)).json().message).toBe(
        'Your own offer is for the other side to accept.',
      );
      const counter = await call(owner, 'POST', offers, { refund: '500', note: 'Half the tap.' });
      expect(counter.statusCode, counter.body).toBe(201);
      const both = counter.json<Dispute>().offers;
      expect(both.map((o) => [o.by, o.refundCents, o.state])).toEqual([
        ['provider', 30_000, 'replaced'],
        ['customer', 50_000, 'open'],
      ]);
      expect((await call(owner, 'POST', `${offers}/${myOffer}/accept`)).statusCode).toBe(409);

      const settled = await call(plumber, 'POST', `${offers}/${both[1]?.id}/accept`);
      expect(settled.statusCode, settled.body).toBe(200);
      expect(settled.json()).toMatchObject({
        state: 'settled',
        outcome: 'partial_refund',
        refundCents: 50_000,
        settlement: 'direct',
      });
      expect(await told(owner)).toContain(
        'dispute_updated: The dispute on the plumbing job is settled',
      );
      // Ended: no more offers, no withdrawal, no second dispute.
      expect((await call(owner, 'POST', offers, { refund: 10 })).statusCode).toBe(409);
      expect((await call(owner, 'POST', `/api/disputes/${dispute.id}/withdraw`)).statusCode).toBe(
        409,
      );
      expect((await call(owner, 'GET', disputeOf(requestId))).json()).toMatchObject({
        canOpen: false,
        dispute: { state: 'settled' },
      });

      // Both downloads hold it.
      for (const who of [owner, plumber]) {
        const kept = (await call(who, 'GET', '/api/users/me/export')).json<{
          disputes: { state: string; refundCents: number }[];
        }>().disputes;
        expect(kept.map((d) => [d.state, d.refundCents])).toEqual([['settled', 50_000]]);
      }
    });

    it('holds the money through the inspection period, goes to Khaya after 48 hours, and pays out as an admin decides', async () => {
      now = null;
      const owner = await customer(get().app, 'Sipho Held');
      const plumber = await provider(get().app, ['plumbing'], {}, 'Held Plumbing');
      const desk = await admin();
      const { requestId, transactionId } = await delivered(owner, plumber);

      const dispute = await open(owner, requestId, 'not_finished');
      expect(dispute).toMatchObject({ money: 'held' });
      expect(tradesafe().standIn.find(await paymentId(requestId))?.state).toBe('DISPUTED');
      // The partner's inspection period passes: nothing is paid out while the dispute is open.
      await tradesafe().standIn.advance(25 * HOUR);
      expect(tradesafe().standIn.find(await paymentId(requestId))?.state).toBe('DISPUTED');
      expect(await paymentState(requestId)).toBe('delivered');
      // The work cannot be accepted past the dispute; the payment says it is held for it.
      const accept = await call(owner, 'POST', `/api/quote-requests/${requestId}/payment/accept`);
      expect(accept.statusCode).toBe(409);
      const payment = await call(owner, 'GET', `/api/quote-requests/${requestId}/payment`);
      expect(payment.json()).toMatchObject({ state: 'delivered', disputed: true });

      // An admin cannot decide while the two may still settle; others do not see the desk.
      const decide = `/api/admin/disputes/${dispute.id}/decision`;
      const decision = {
        outcome: 'partial_refund',
        refund: 400,
        reason: 'The tap was fixed but the geyser valve was not: R400 of the work was not done.',
      };
      expect((await call(desk, 'POST', decide, decision)).statusCode).toBe(409);
      expect((await call(owner, 'GET', '/api/admin/disputes')).statusCode).toBe(404);
      expect((await call(owner, 'POST', decide, decision)).statusCode).toBe(404);

      // 48 hours on, unsettled: Khaya's to decide, both told, first in the queue with its money.
      now = new Date(Date.now() + 49 * HOUR);
      const queue = (await call(desk, 'GET', '/api/admin/disputes')).json<{
        open: { id: string; state: string; heldCents: number; deadline: string }[];
      }>();
      const item = queue.open.find((row) => row.id === dispute.id);
      expect(item).toMatchObject({ state: 'under_review', heldCents: 185_000 });
      expect(await told(plumber)).toContain(
        'dispute_updated: Khaya will decide the dispute on the plumbing job',
      );
      const evidence = (await call(desk, 'GET', `/api/admin/disputes/${dispute.id}`)).json();
      expect(evidence).toMatchObject({
        outcomes: ['full_refund', 'partial_refund', 'no_refund'],
        quote: { amountCents: 185_000 },
        payment: { state: 'delivered' },
      });

      // A Guarantee payout does not fit money still held; the amount is checked.
      expect(
        (await call(desk, 'POST', decide, { ...decision, outcome: 'guarantee_payout' })).statusCode,
      ).toBe(400);
      expect((await call(desk, 'POST', decide, { ...decision, refund: 1850 })).json().message).toBe(
        'A partial refund is less than the R1850 paid',
      );
      const decided = await call(desk, 'POST', decide, {
        ...decision,
        warning: 'Finish the job you quoted before marking it done.',
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json()).toMatchObject({
        state: 'decided',
        refundCents: 40_000,
        settlement: 'escrow',
      });
      const atPartner = tradesafe().standIn.find(await paymentId(requestId));
      expect(atPartner?.state).toBe('FUNDS_RELEASED');
      expect(atPartner?.refundedCents).toBe(40_000);
      expect(atPartner?.allocations.at(-1)?.valueCents).toBe(145_000);
      expect(await paymentState(requestId)).toBe('released');
      expect(transactionId).toBe(atPartner?.id);
      expect(await told(owner)).toContain(
        'dispute_updated: Khaya decided the dispute on the plumbing job: a partial refund',
      );
      // The warning is the provider's to read, not the customer's.
      const read = async (who: Actor) =>
        (await call(who, 'GET', disputeOf(requestId))).json<{
          dispute: { warning: string | null };
        }>().dispute.warning;
      expect(await read(plumber)).toBe('Finish the job you quoted before marking it done.');
      expect(await read(owner)).toBeNull();
      const audit = await queryRows<{ action: string }>(
        get().database.db,
        sql`select action from audit_log where subject_id = ${dispute.id}`,
      );
      expect(audit).toEqual([{ action: 'dispute.decided' }]);
      await tradesafe().standIn.settled();
    });

    it('refunds all the money held on a full refund, pays a Guarantee claim from Khaya, and lets the opener withdraw', async () => {
      now = null;
      const owner = await customer(get().app, 'Lindi Refund');
      const plumber = await provider(get().app, ['plumbing'], {}, 'Refund Plumbing');
      const desk = await admin();

      // Full refund: the partner's transaction is cancelled and what it held goes back.
      const first = await delivered(owner, plumber);
      const held = await open(plumber, first.requestId, 'unfair_complaint');
      const escalated = await call(owner, 'POST', `/api/disputes/${held.id}/escalate`);
      expect(escalated.json()).toMatchObject({ state: 'under_review' });
      const full = await call(desk, 'POST', `/api/admin/disputes/${held.id}/decision`, {
        outcome: 'full_refund',
        reason: 'The work was not done at all: the photos show the old geyser still in place.',
      });
      expect(full.statusCode, full.body).toBe(200);
      expect(tradesafe().standIn.find(await paymentId(first.requestId))).toMatchObject({
        state: 'CANCELED',
        refundedCents: 185_000,
      });
      expect(await paymentState(first.requestId)).toBe('refunded');

      // Withdrawn by its opener (only): the held money is paid out as if there were none.
      const second = await delivered(owner, plumber);
      const mistaken = await open(owner, second.requestId);
      expect(
        (await call(plumber, 'POST', `/api/disputes/${mistaken.id}/withdraw`)).json().message,
      ).toBe('Only the side that opened the dispute can withdraw it.');
      const withdrawn = await call(owner, 'POST', `/api/disputes/${mistaken.id}/withdraw`);
      expect(withdrawn.json()).toMatchObject({ state: 'withdrawn' });
      expect(tradesafe().standIn.find(await paymentId(second.requestId))?.state).toBe(
        'FUNDS_RELEASED',
      );
      expect(await paymentState(second.requestId)).toBe('released');

      // Work accepted and paid out: only the customer may claim, under the Khaya Guarantee.
      const paidOut = second.requestId;
      const third = await delivered(owner, plumber);
      expect(
        (await call(owner, 'POST', `/api/quote-requests/${third.requestId}/payment/accept`))
          .statusCode,
      ).toBe(200);
      const providerSide = (await call(plumber, 'GET', disputeOf(third.requestId))).json();
      expect(providerSide).toMatchObject({ canOpen: false, money: 'released' });
      expect(paidOut).not.toBe(third.requestId);
      const claim = await open(owner, third.requestId, 'damage');
      expect(claim.money).toBe('released');
      await call(owner, 'POST', `/api/disputes/${claim.id}/escalate`);
      const payout = `/api/admin/disputes/${claim.id}/decision`;
      const reason = 'The geyser bracket came loose and damaged the ceiling board below it.';
      expect(
        (
          await call(desk, 'POST', payout, { outcome: 'guarantee_payout', refund: 6000, reason })
        ).json().message,
      ).toBe('The Guarantee pays at most R1850 on this job');
      const paid = await call(desk, 'POST', payout, {
        outcome: 'guarantee_payout',
        refund: 1000,
        reason,
      });
      expect(paid.json()).toMatchObject({
        state: 'decided',
        settlement: 'guarantee',
        refundCents: 100_000,
      });
      const books = await queryRows<{ account: string; cents: number }>(
        get().database.db,
        sql`select l.account, l.cents::int as cents from ledger_lines l
             join ledger_postings p on p.id = l.posting_id
            where p.kind = 'guarantee_payout' order by l.account`,
      );
      expect(books).toEqual([
        { account: 'customer_refunds', cents: -100_000 },
        { account: 'guarantee_claims', cents: 100_000 },
      ]);
      await tradesafe().standIn.settled();
    });

    async function paymentId(requestId: string) {
      const [row] = await queryRows<{ id: string }>(
        get().database.db,
        sql`select id from protected_payments where quote_request_id = ${requestId}`,
      );
      return row?.id ?? '';
    }
  },
  options,
);
