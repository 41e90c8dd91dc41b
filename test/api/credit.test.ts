import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOP_UP_FIRST } from '../../src/domain/fees';
import { queryRows } from '../../src/server/db/rows';
import { transaction } from '../../src/server/db/transaction';
import {
  creditBackFee,
  issueDueInvoices,
  LOOPBACK_SOURCES,
  payFastGateway,
} from '../../src/server/services/credit';
import { setAdmin } from '../../src/server/services/verification';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import {
  FAKE_MERCHANT,
  formBody,
  formSignatureValid,
  startFakePayFast,
  type FakePayFast,
} from '../helpers/fake-payfast';

const fake: { payfast?: FakePayFast } = {};
beforeAll(async () => {
  fake.payfast = await startFakePayFast();
});
afterAll(async () => fake.payfast?.close());
const payfast = () => {
  if (!fake.payfast) throw new Error('fake PayFast not started');
  return fake.payfast;
};

const REQUEST = {
  serviceType: 'plumbing',
  description: 'Replace the geyser valve.',
  location: '14 Main Road, Green Point, Cape Town',
  preferredDate: 'Saturday morning',
};

/** Every posting sums to zero, and so do the books. */
async function booksBalance(app: FastifyInstance) {
  const unbalanced = await queryRows<{ posting_id: number }>(
    app.database.db,
    sql`select posting_id from ledger_lines group by posting_id having sum(cents) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const [total] = await queryRows<{ sum: string | null }>(
    app.database.db,
    sql`select sum(cents) as sum from ledger_lines`,
  );
  expect(Number(total?.sum ?? 0)).toBe(0);
}

describeEachDatabase(
  'Khaya credit: fees on hire, top-ups through PayFast, the books',
  (get) => {
    const call = (actor: Actor | null, method: 'GET' | 'POST', url: string, payload?: object) =>
      get().app.inject({
        method,
        url,
        headers: actor?.headers ?? {},
        ...(payload ? { payload } : {}),
      });
    const credit = async (actor: Actor) => {
      const response = await call(actor, 'GET', '/api/providers/me/credit');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ balanceCents: number; hires: number; canQuote: boolean }>();
    };
    /** A new customer's request, quoted by `plumber` at `amount` and accepted. */
    const hire = async (plumber: Actor, amount: number) => {
      const owner = await customer(get().app, 'Hiring Customer');
      const requestId = await postRequest(get().app, owner, REQUEST);
      const quoteId = await postQuote(get().app, plumber, requestId, amount);
      const accepted = await call(owner, 'POST', `/api/quotes/${quoteId}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      return quoteId;
    };
    const notify = (fields: readonly (readonly [string, string])[], remoteAddress = '127.0.0.1') =>
      get().app.inject({
        method: 'POST',
        url: '/api/payments/payfast/notify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formBody(fields),
        remoteAddress,
      });
    const itnFor = (topUpId: string, amount: string, pfPaymentId: string) =>
      payfast().itn([
        ['m_payment_id', topUpId],
        ['pf_payment_id', pfPaymentId],
        ['payment_status', 'COMPLETE'],
        ['item_name', 'Khaya credit R500'],
        ['item_description', ''],
        ['amount_gross', amount],
        ['amount_fee', '-19.50'],
        ['amount_net', '480.50'],
        ['name_first', ''],
        ['name_last', ''],
        ['email_address', 'sipho@example.co.za'],
        ['merchant_id', FAKE_MERCHANT.merchantId],
      ]);

    it('takes no fee for the first three hires, 5% from the fourth; below zero, new quotes wait', async () => {
      const plumber = await provider(get().app, ['plumbing'], {}, 'Fee Plumbing');
      for (const amount of [400, 600, 800]) await hire(plumber, amount);
      expect(await credit(plumber)).toMatchObject({ balanceCents: 0, hires: 3, canQuote: true });

      await hire(plumber, 1850);
      expect(await credit(plumber)).toMatchObject({
        balanceCents: -9300,
        hires: 4,
        canQuote: false,
      });
      const statement = await call(plumber, 'GET', '/api/providers/me/credit/statement');
      expect(statement.json().items).toEqual([
        expect.objectContaining({
          kind: 'fee',
          cents: -9300,
          reason: 'Fee for a plumbing hire at R1 850',
        }),
      ]);
      // A new quote waits for a top-up; the customer never sees the balance.
      const owner = await customer(get().app, 'Waiting Customer');
      const requestId = await postRequest(get().app, owner, REQUEST);
      const refused = await call(plumber, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 500,
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(TOP_UP_FIRST);
      await booksBalance(get().app);
    });

    it('credits a top-up once, for the amount PayFast confirms, only after every check', async () => {
      const plumber = await provider(get().app, ['plumbing'], {}, 'Top-up Plumbing');
      const started = await call(plumber, 'POST', '/api/providers/me/credit/top-ups', {
        amount: 500,
      });
      expect(started.statusCode, started.body).toBe(201);
      const { topUp, action, fields } = started.json<{
        topUp: { id: string; status: string };
        action: string;
        fields: [string, string][];
      }>();
      expect(action).toBe(`${payfast().host}/eng/process`);
      expect(new Map(fields).get('amount')).toBe('500.00');
      expect(new Map(fields).get('m_payment_id')).toBe(topUp.id);
      expect(formSignatureValid(fields)).toBe(true);
      expect(topUp.status).toBe('pending');

      // A forged signature, another amount, a sender that is not PayFast, PayFast saying INVALID.
      const good = itnFor(topUp.id, '500.00', '1089250');
      const forged = good.map(([k, v]): [string, string] =>
        k === 'amount_gross' ? [k, '5000.00'] : [k, v],
      );
      expect((await notify(forged)).json().message).toContain('(signature)');
      expect((await notify(itnFor(topUp.id, '50.00', '1089250'))).json().message).toContain(
        '(amount)',
      );
      expect((await notify(good, '203.0.113.9')).json().message).toContain('(source)');
      payfast().answer = 'INVALID';
      const unconfirmed = await notify(good);
      payfast().answer = 'VALID';
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json().message).toContain('(unconfirmed)');
      expect((await credit(plumber)).balanceCents).toBe(0);

      const credited = await notify(good);
      expect(credited.statusCode, credited.body).toBe(200);
      expect(credited.json()).toEqual({ outcome: 'credited' });
      expect(payfast().validations.at(-1)).toContain(
        `m_payment_id=${topUp.id}&pf_payment_id=1089250`,
      );
      // PayFast repeats its notification until it hears 200: a repeat credits nothing.
      expect((await notify(good)).json()).toEqual({ outcome: 'replayed' });
      expect(await credit(plumber)).toMatchObject({ balanceCents: 50000, canQuote: true });
      const read = await call(plumber, 'GET', `/api/providers/me/credit/top-ups/${topUp.id}`);
      expect(read.json()).toMatchObject({ status: 'paid', amountCents: 50000 });
      // Another provider's top-up is not there for anyone else.
      const other = await provider(get().app, ['plumbing'], {}, 'Nosy Plumbing');
      expect(
        (await call(other, 'GET', `/api/providers/me/credit/top-ups/${topUp.id}`)).statusCode,
      ).toBe(404);
      const failed = await queryRows<{ outcome: string }>(
        get().app.database.db,
        sql`select outcome from gateway_notifications where payment_id = ${topUp.id} order by id`,
      );
      expect(failed.map((row) => row.outcome)).toEqual([
        'signature',
        'amount',
        'source',
        'unconfirmed',
        'credited',
        'replayed',
      ]);
      await booksBalance(get().app);
    });

    it('refuses a top-up outside R100 to R5 000, and cancels one that waits', async () => {
      const plumber = await provider(get().app, ['plumbing'], {}, 'Careful Plumbing');
      for (const amount of [99, 5001, 150.5]) {
        const refused = await call(plumber, 'POST', '/api/providers/me/credit/top-ups', { amount });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors.amount).toBe('Top up between R100 and R5 000, in whole rand.');
      }
      const started = await call(plumber, 'POST', '/api/providers/me/credit/top-ups', {
        amount: 100,
      });
      const id = started.json().topUp.id as string;
      const cancelled = await call(
        plumber,
        'POST',
        `/api/providers/me/credit/top-ups/${id}/cancel`,
      );
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
      const customerOnly = await customer(get().app, 'Not A Provider');
      expect((await call(customerOnly, 'GET', '/api/providers/me/credit')).statusCode).toBe(403);
    });

    it('charges exactly what was hired when twenty quotes are accepted at once', async () => {
      const { app } = get();
      const plumber = await provider(app, ['plumbing'], {}, 'Busy Plumbing');
      const jobs = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const owner = await customer(app, `Busy Customer ${index}`);
          const requestId = await postRequest(app, owner, REQUEST);
          return { owner, quoteId: await postQuote(app, plumber, requestId, 1000) };
        }),
      );
      const answers = await Promise.all(
        jobs.map((job) => call(job.owner, 'POST', `/api/quotes/${job.quoteId}/accept`)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(jobs.map(() => 200));
      // Three free, then seventeen fees of R50.
      expect(await credit(plumber)).toMatchObject({ hires: 20, balanceCents: -17 * 5000 });
      await booksBalance(app);
    });

    it('lets an admin correct a balance and give a fee back, each with its reason, audited', async () => {
      const { app } = get();
      const plumber = await provider(app, ['plumbing'], {}, 'Desk Plumbing');
      for (const amount of [400, 400, 400]) await hire(plumber, amount);
      const quoteId = await hire(plumber, 2000);
      const admin = await customer(app, 'Credit Admin');
      await setAdmin(app.database.db, admin.email, true, 'test');
      // Not an admin: the desk is not there.
      expect((await call(plumber, 'GET', '/api/admin/credit')).statusCode).toBe(404);

      const refused = await call(admin, 'POST', '/api/admin/credit/adjustments', {
        providerId: plumber.providerId,
        cents: 0,
        reason: 'x',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toMatchObject({
        cents: 'An adjustment of nothing changes nothing.',
        reason: 'Say why, in a few words: the provider reads it on its statement.',
      });
      const adjusted = await call(admin, 'POST', '/api/admin/credit/adjustments', {
        providerId: plumber.providerId,
        cents: 2500,
        reason: 'Goodwill after the outage',
      });
      expect(adjusted.statusCode, adjusted.body).toBe(201);
      const back = await call(admin, 'POST', '/api/admin/credit/credit-backs', {
        quoteId,
        reason: 'A duplicate of an earlier request',
      });
      expect(back.json()).toEqual({ cents: 10000 });
      const again = await call(admin, 'POST', '/api/admin/credit/credit-backs', {
        quoteId,
        reason: 'A duplicate of an earlier request',
      });
      expect(again.statusCode).toBe(409);
      expect((await credit(plumber)).balanceCents).toBe(2500);
      const statement = await call(plumber, 'GET', '/api/providers/me/credit/statement');
      expect(
        statement.json<{ items: { reason: string }[] }>().items.map((item) => item.reason),
      ).toEqual([
        'A duplicate of an earlier request',
        'Goodwill after the outage',
        'Fee for a plumbing hire at R2 000',
      ]);
      const desk = await call(admin, 'GET', '/api/admin/credit');
      expect(desk.statusCode, desk.body).toBe(200);
      expect(desk.json<{ corrections: unknown[] }>().corrections.slice(0, 2)).toEqual([
        expect.objectContaining({
          kind: 'credit_back',
          cents: 10000,
          providerName: 'Desk Plumbing',
        }),
        expect.objectContaining({ kind: 'adjustment', cents: 2500 }),
      ]);
      const trail = await call(admin, 'GET', `/api/admin/audit?subjectId=${quoteId}`);
      expect(trail.json()[0]).toMatchObject({ action: 'fee.credited_back' });
      await booksBalance(app);
    });

    it('issues monthly invoices with consecutive numbers, once, as PDFs only their provider fetches', async () => {
      const { app } = get();
      const first = await provider(app, ['plumbing'], {}, 'Invoice Plumbing');
      const second = await provider(app, ['plumbing'], {}, 'Second Invoice Plumbing');
      for (const plumber of [first, second]) {
        for (const amount of [400, 400, 400]) await hire(plumber, amount);
        await hire(plumber, 2000);
      }
      // This month is not finished: nothing yet.
      const none = await call(first, 'GET', '/api/providers/me/invoices');
      expect(none.json()).toEqual([]);
      // Next month, both months' invoices are issued, each number the last plus one.
      const nextMonth = new Date(Date.now() + 40 * 86_400_000);
      await issueDueInvoices(app.database.db, first.providerId ?? '', nextMonth);
      await issueDueInvoices(app.database.db, second.providerId ?? '', nextMonth);
      await issueDueInvoices(app.database.db, first.providerId ?? '', nextMonth);
      const listed = await call(first, 'GET', '/api/providers/me/invoices');
      const [invoice] =
        listed.json<
          { number: number; totalCents: number; vatCents: number; numberText: string }[]
        >();
      expect(invoice).toMatchObject({ totalCents: 10000, vatCents: 1304 });
      const [theirs] = (await call(second, 'GET', '/api/providers/me/invoices')).json<
        { number: number }[]
      >();
      expect(theirs?.number).toBe((invoice?.number ?? 0) + 1);
      const pdf = await call(first, 'GET', `/api/providers/me/invoices/${invoice?.number ?? 0}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.headers['content-disposition']).toContain(invoice?.numberText ?? 'x');
      // Not the other provider's, nor a number that is not one.
      expect(
        (await call(second, 'GET', `/api/providers/me/invoices/${invoice?.number ?? 0}`))
          .statusCode,
      ).toBe(404);
      expect((await call(first, 'GET', '/api/providers/me/invoices/abc')).statusCode).toBe(404);
      await expect(
        app.database.db.execute(sql`update tax_invoices set total_cents = 0`),
      ).rejects.toThrow();
    });

    it('gives a fee back once, and the books refuse any change', async () => {
      const { app } = get();
      const plumber = await provider(app, ['plumbing'], {}, 'Refund Plumbing');
      for (const amount of [400, 400, 400]) await hire(plumber, amount);
      const quoteId = await hire(plumber, 600);
      expect((await credit(plumber)).balanceCents).toBe(-3000);
      const reason = 'A duplicate request: fee given back';
      expect(await transaction(app.database.db, (tx) => creditBackFee(tx, quoteId, reason))).toBe(
        3000,
      );
      expect(await transaction(app.database.db, (tx) => creditBackFee(tx, quoteId, reason))).toBe(
        0,
      );
      expect((await credit(plumber)).balanceCents).toBe(0);
      await expect(
        app.database.db.execute(sql`update ledger_lines set cents = 1`),
      ).rejects.toThrow();
      await expect(app.database.db.execute(sql`delete from ledger_postings`)).rejects.toThrow();
      await booksBalance(app);
    });
  },
  {
    get payments() {
      return {
        gateway: payFastGateway({
          ...FAKE_MERCHANT,
          host: payfast().host,
          sources: LOOPBACK_SOURCES,
        }),
      };
    },
  },
);
