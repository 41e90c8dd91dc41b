import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { reconcileProtectedPayments } from '../../src/server/services/escrow';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { useFakeTradeSafe } from '../helpers/fake-tradesafe';

const REQUEST = {
  serviceType: 'plumbing',
  description: 'The geyser drips and the bathroom tap leaks.',
  location: '14 Main Road, Green Point, Cape Town',
  preferredDate: 'Saturday morning',
};
const REASON = 'The geyser valve is rusted through and needs replacing too.';

const fake = useFakeTradeSafe();
const tradesafe = fake.tradesafe;

interface Changes {
  as: string;
  quotedCents: number;
  agreedCents: number;
  throughKhaya: boolean;
  canPropose: boolean;
  changes: {
    id: string;
    state: string;
    paymentState: string | null;
    counts: boolean;
    extraCents: number;
    beforeCents: number;
    afterCents: number;
    reason: string;
  }[];
}

describeEachDatabase(
  'price changes after accept (CPA section 15)',
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
    const base = (requestId: string) => `/api/quote-requests/${requestId}/price-changes`;
    const list = async (actor: Actor, requestId: string) => {
      const response = await call(actor, 'GET', base(requestId));
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Changes>();
    };
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
    const told = async (actor: Actor) => {
      await get().app.events.dispatchPending();
      const notes = (await call(actor, 'GET', '/api/notifications')).json<
        { kind: string; title: string }[]
      >();
      return notes.map((note) => `${note.kind}: ${note.title}`);
    };

    it('on a job paid directly: asked with a reason, refused until answered, counted once agreed', async () => {
      const owner = await customer(get().app, 'Thandi Direct');
      const plumber = await provider(get().app, ['plumbing'], {}, 'Direct Plumbing');
      const stranger = await provider(get().app, ['plumbing'], {}, 'Other Plumbing');
      const requestId = await hire(owner, plumber, 'direct');

      // Bad input: a clear message per field, nothing stored.
      const bad = await call(plumber, 'POST', base(requestId), { extraAmount: 0, reason: 'more' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        extraAmount: 'The extra amount must be greater than 0',
        reason: 'Say why the price changes, in at least 10 characters',
      });
      // Only the hired provider asks; the customer and anyone else get 404.
      for (const who of [owner, stranger]) {
        const refused = await call(who, 'POST', base(requestId), {
          extraAmount: 450,
          reason: REASON,
        });
        expect(refused.statusCode).toBe(404);
      }
      expect((await call(stranger, 'GET', base(requestId))).statusCode).toBe(404);

      const asked = await call(plumber, 'POST', base(requestId), {
        extraAmount: 'R450',
        reason: `${REASON} Call me on 082 555 1234.`,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const change = asked.json<Changes['changes'][number]>();
      expect(change).toMatchObject({
        state: 'proposed',
        extraCents: 45_000,
        beforeCents: 185_000,
        afterCents: 230_000,
        paymentState: null,
        counts: false,
      });
      // Contact details stay hidden here as in messages.
      expect(change.reason).not.toContain('555');
      expect(await told(owner)).toContain('price_change_asked: Direct Plumbing asks for R450 more');

      // One open change at a time; the provider cannot answer its own.
      const second = await call(plumber, 'POST', base(requestId), {
        extraAmount: 100,
        reason: REASON,
      });
      expect(second.statusCode).toBe(409);
      expect(
        (await call(plumber, 'POST', `${base(requestId)}/${change.id}/agree`)).statusCode,
      ).toBe(404);
      expect((await list(owner, requestId)).agreedCents).toBe(185_000);

      const agreed = await call(owner, 'POST', `${base(requestId)}/${change.id}/agree`);
      expect(agreed.statusCode, agreed.body).toBe(200);
      expect(agreed.json()).toMatchObject({ state: 'agreed', counts: true, paymentState: null });
      expect(await told(plumber)).toContain(
        'price_change_answered: Thandi agreed to pay R450 more',
      );
      // Answered once: a second answer is a conflict, the first stands.
      const again = await call(owner, 'POST', `${base(requestId)}/${change.id}/decline`);
      expect(again.statusCode).toBe(409);
      expect(await list(plumber, requestId)).toMatchObject({
        as: 'provider',
        quotedCents: 185_000,
        agreedCents: 230_000,
        throughKhaya: false,
        canPropose: true,
      });

      // A second ask, declined: the price stays; a third, withdrawn by the provider.
      const more = (
        await call(plumber, 'POST', base(requestId), { extraAmount: 300, reason: REASON })
      ).json<{ id: string; beforeCents: number }>();
      expect(more.beforeCents).toBe(230_000);
      const declined = await call(owner, 'POST', `${base(requestId)}/${more.id}/decline`);
      expect(declined.json()).toMatchObject({ state: 'declined', counts: false });
      const last = (
        await call(plumber, 'POST', base(requestId), { extraAmount: 200, reason: REASON })
      ).json<{ id: string }>();
      const withdrawn = await call(plumber, 'POST', `${base(requestId)}/${last.id}/withdraw`);
      expect(withdrawn.json()).toMatchObject({ state: 'withdrawn' });
      expect(await list(owner, requestId)).toMatchObject({
        agreedCents: 230_000,
        canPropose: false,
      });

      // Both sides' downloads hold the changes, the reason with its contact details hidden.
      for (const [who, as] of [
        [owner, 'customer'],
        [plumber, 'provider'],
      ] as const) {
        const exported = await call(who, 'GET', '/api/users/me/export');
        expect(exported.statusCode, exported.body).toBe(200);
        const kept = exported.json<{
          priceChanges: { as: string; state: string; reason: string }[];
        }>().priceChanges;
        expect(kept.map((row) => [row.as, row.state])).toEqual([
          [as, 'agreed'],
          [as, 'declined'],
          [as, 'withdrawn'],
        ]);
        expect(kept[0]?.reason).not.toContain('555');
      }

      // A completed job's price no longer changes.
      const done = await call(owner, 'POST', `/api/quote-requests/${requestId}/complete`);
      expect(done.statusCode, done.body).toBe(200);
      const late = await call(plumber, 'POST', base(requestId), {
        extraAmount: 100,
        reason: REASON,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'The job is completed or closed: its price can no longer change.',
      );
    });

    it('on a job paid through Khaya: agreed, paid into escrow as its own transaction, delivered and paid out with the work', async () => {
      const owner = await customer(get().app, 'Sipho Protected');
      const plumber = await provider(get().app, ['plumbing'], {}, 'Escrow Plumbing');
      const requestId = await hire(owner, plumber, 'protected');
      const checkout = await call(
        owner,
        'POST',
        `/api/quote-requests/${requestId}/payment/checkout`,
      );
      const jobTransaction = checkout.json<{ url: string }>().url.split('/').at(-1) ?? '';
      await tradesafe().standIn.pay(jobTransaction);

      const change = (
        await call(plumber, 'POST', base(requestId), { extraAmount: 450, reason: REASON })
      ).json<{ id: string }>();
      const agreed = await call(owner, 'POST', `${base(requestId)}/${change.id}/agree`);
      expect(agreed.json()).toMatchObject({
        state: 'agreed',
        paymentState: 'awaiting_payment',
        counts: false,
      });
      // Agreed but not yet held: it does not count, and no second change may be asked.
      expect(await list(owner, requestId)).toMatchObject({ agreedCents: 185_000 });
      expect(
        (await call(plumber, 'POST', base(requestId), { extraAmount: 1, reason: REASON }))
          .statusCode,
      ).toBe(409);
      // Only the customer pays, and only their own job's change.
      expect(
        (await call(plumber, 'POST', `${base(requestId)}/${change.id}/checkout`)).statusCode,
      ).toBe(404);

      const pay = await call(owner, 'POST', `${base(requestId)}/${change.id}/checkout`);
      expect(pay.statusCode, pay.body).toBe(200);
      const extraTransaction = pay.json<{ url: string }>().url.split('/').at(-1) ?? '';
      expect(extraTransaction).not.toBe(jobTransaction);
      const atPartner = tradesafe().standIn.find(change.id);
      expect(atPartner?.allocations.map((a) => a.valueCents)).toEqual([45_000]);
      expect(atPartner?.feeCents).toBe(0);
      // Checkout again: the same transaction, never a second one.
      const repeat = await call(owner, 'POST', `${base(requestId)}/${change.id}/checkout`);
      expect(repeat.json<{ url: string }>().url).toBe(pay.json<{ url: string }>().url);

      // A forged callback claiming it is paid changes nothing: the partner is read back.
      await call(null, 'POST', '/api/payments/tradesafe/callback', {
        id: extraTransaction,
        state: 'FUNDS_RECEIVED',
      });
      expect((await list(owner, requestId)).changes[0]?.paymentState).toBe('awaiting_payment');
      await tradesafe().standIn.pay(extraTransaction);
      expect(await list(owner, requestId)).toMatchObject({
        agreedCents: 230_000,
        changes: [{ paymentState: 'funded', counts: true }],
      });
      expect(await told(plumber)).toContain(
        'price_change_answered: R450 more is held safely for your job',
      );

      // The work done: the extra is delivered with it and accepted with it.
      const done = await call(
        plumber,
        'POST',
        `/api/quote-requests/${requestId}/payment/delivered`,
      );
      expect(done.statusCode, done.body).toBe(200);
      expect(tradesafe().standIn.find(change.id)?.state).toBe('DELIVERED');
      const ok = await call(owner, 'POST', `/api/quote-requests/${requestId}/payment/accept`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(tradesafe().standIn.find(change.id)?.state).toBe('FUNDS_RELEASED');
      const rows = await queryRows<{ payment_state: string; released: boolean }>(
        get().database.db,
        sql`select payment_state, released_at is not null as released from price_changes
             where quote_request_id = ${requestId}`,
      );
      expect(rows).toEqual([{ payment_state: 'released', released: true }]);
      await tradesafe().standIn.settled();
    });

    it('lapses an unpaid extra when the work is marked done, and the partner accepts a held one after 24 hours', async () => {
      const owner = await customer(get().app, 'Lindi Lapse');
      const plumber = await provider(get().app, ['plumbing'], {}, 'Lapse Plumbing');
      const requestId = await hire(owner, plumber, 'protected');
      const checkout = await call(
        owner,
        'POST',
        `/api/quote-requests/${requestId}/payment/checkout`,
      );
      await tradesafe().standIn.pay(checkout.json<{ url: string }>().url.split('/').at(-1) ?? '');

      // One held extra, then a second agreed but never paid.
      const held = (
        await call(plumber, 'POST', base(requestId), { extraAmount: 600, reason: REASON })
      ).json<{ id: string }>();
      await call(owner, 'POST', `${base(requestId)}/${held.id}/agree`);
      const pay = await call(owner, 'POST', `${base(requestId)}/${held.id}/checkout`);
      const heldTransaction = pay.json<{ url: string }>().url.split('/').at(-1) ?? '';
      await tradesafe().standIn.pay(heldTransaction, false);
      // Its callback was lost: the reconciliation reads it back.
      await reconcileProtectedPayments(get().database.db, tradesafe().partner);
      const unpaid = (
        await call(plumber, 'POST', base(requestId), { extraAmount: 250, reason: REASON })
      ).json<{ id: string }>();
      await call(owner, 'POST', `${base(requestId)}/${unpaid.id}/agree`);
      await call(owner, 'POST', `${base(requestId)}/${unpaid.id}/checkout`);

      const done = await call(
        plumber,
        'POST',
        `/api/quote-requests/${requestId}/payment/delivered`,
      );
      expect(done.statusCode, done.body).toBe(200);
      const after = await list(owner, requestId);
      expect(after.changes.map((c) => [c.state, c.paymentState, c.counts])).toEqual([
        ['agreed', 'delivered', true],
        ['lapsed', 'cancelled', false],
      ]);
      expect(after.agreedCents).toBe(245_000);
      expect(tradesafe().standIn.find(unpaid.id)?.state).toBe('CANCELED');
      // Too late to pay it now.
      const late = await call(owner, 'POST', `${base(requestId)}/${unpaid.id}/checkout`);
      expect(late.statusCode).toBe(409);

      // Nobody answers for a day: the partner accepts the work and the held extra.
      await tradesafe().standIn.advance(25 * 3_600_000);
      await reconcileProtectedPayments(get().database.db, tradesafe().partner);
      expect((await list(plumber, requestId)).changes[0]?.paymentState).toBe('released');
      await tradesafe().standIn.settled();
    });
  },
  fake.options,
);
