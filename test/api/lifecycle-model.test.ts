import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { quoteRequests, quotes } from '../../src/server/db/schema';
import {
  CLEANING_REQUEST,
  customer,
  giveCredit,
  PLUMBING_REQUEST,
  provider,
  type Actor,
} from '../helpers/actors';
import type { Database } from '../../src/server/db/client';
import { describeEachDatabase } from '../helpers/app';
import { invariantViolations } from '../helpers/bad-input';

/**
 * Model-based tests of the quote lifecycle (fast-check commands). The model below is written
 * from PRODUCT.md, independently of the server's status machine; every command runs against the
 * real API and database, the answer must be the one the model predicts, and after every command
 * the database must hold exactly the model's statuses. One command fires concurrent accepts, so
 * races are part of the sequences.
 */
type RequestStatus = 'pending' | 'responded' | 'accepted' | 'declined' | 'completed' | 'closed';
type QuoteStatus = 'open' | 'accepted' | 'declined' | 'withdrawn';
type Service = 'cleaning' | 'plumbing';

interface ModelRequest {
  id: string;
  customer: number;
  service: Service;
  status: RequestStatus;
}
interface ModelQuote {
  id: string;
  request: number;
  provider: number;
  status: QuoteStatus;
}
interface Model {
  requests: ModelRequest[];
  quotes: ModelQuote[];
}
interface Real {
  app: FastifyInstance;
  database: Database;
  customers: Actor[];
  providers: Actor[];
  /** The services of each provider, by index. */
  services: Service[];
}

/** Every command checks, after acting, that the database holds exactly the model's statuses. */
abstract class Checked implements fc.AsyncCommand<Model, Real> {
  abstract check(model: Readonly<Model>): boolean;
  abstract act(model: Model, real: Real): Promise<void>;
  async run(model: Model, real: Real) {
    await this.act(model, real);
    await assertDatabaseMatches(model, real.database);
  }
}

const PROVIDER_SERVICES: Service[] = ['cleaning', 'cleaning', 'plumbing'];

const call = (real: Real, actor: Actor, url: string, payload?: object) =>
  real.app.inject({ method: 'POST', url, headers: actor.headers, ...(payload ? { payload } : {}) });

function quotesOf(model: Model, request: number) {
  return model.quotes.filter((q) => q.request === request);
}

class CreateRequest extends Checked {
  constructor(
    readonly customer: number,
    readonly service: Service,
  ) {
    super();
  }
  override check = () => true;
  override async act(model: Model, real: Real) {
    const body = this.service === 'cleaning' ? CLEANING_REQUEST : PLUMBING_REQUEST;
    const response = await call(real, real.customers[this.customer]!, '/api/quote-requests', body);
    expect(response.statusCode, response.body).toBe(201);
    model.requests.push({
      id: response.json<{ id: string }>().id,
      customer: this.customer,
      service: this.service,
      status: 'pending',
    });
  }
  override toString = () => `CreateRequest(c${this.customer}, ${this.service})`;
}

class SendQuote extends Checked {
  constructor(
    readonly provider: number,
    readonly pick: number,
  ) {
    super();
  }
  override check = (model: Readonly<Model>) => model.requests.length > 0;
  override async act(model: Model, real: Real) {
    const index = this.pick % model.requests.length;
    const request = model.requests[index]!;
    const response = await call(real, real.providers[this.provider]!, '/api/quotes', {
      quoteRequestId: request.id,
      amount: 300 + this.pick,
    });
    const already = quotesOf(model, index).some((q) => q.provider === this.provider);
    if (!already && real.services[this.provider] !== request.service) {
      expect(response.statusCode, response.body).toBe(404);
    } else if (
      already ||
      request.status === 'accepted' ||
      request.status === 'completed' ||
      request.status === 'closed'
    ) {
      expect(response.statusCode, response.body).toBe(409);
    } else {
      expect(response.statusCode, response.body).toBe(201);
      model.quotes.push({
        id: response.json<{ id: string }>().id,
        request: index,
        provider: this.provider,
        status: 'open',
      });
      request.status = 'responded';
    }
  }
  override toString = () => `SendQuote(p${this.provider}, r#${this.pick})`;
}

function applyAccept(model: Model, quote: ModelQuote) {
  for (const other of quotesOf(model, quote.request)) {
    if (other.status === 'open') other.status = 'declined';
  }
  quote.status = 'accepted';
  model.requests[quote.request]!.status = 'accepted';
}

function applyDecline(model: Model, quote: ModelQuote) {
  quote.status = 'declined';
  if (!quotesOf(model, quote.request).some((q) => q.status === 'open')) {
    model.requests[quote.request]!.status = 'declined';
  }
}

/** A customer accepts or declines a quote: 404 if not theirs, 409 unless it is still open. */
class Decide extends Checked {
  constructor(
    readonly action: 'accept' | 'decline',
    readonly customer: number,
    readonly pick: number,
  ) {
    super();
  }
  override check = (model: Readonly<Model>) => model.quotes.length > 0;
  override async act(model: Model, real: Real) {
    const quote = model.quotes[this.pick % model.quotes.length]!;
    const request = model.requests[quote.request]!;
    const response = await call(
      real,
      real.customers[this.customer]!,
      `/api/quotes/${quote.id}/${this.action}`,
    );
    if (request.customer !== this.customer) {
      expect(response.statusCode, response.body).toBe(404);
    } else if (quote.status !== 'open') {
      expect(response.statusCode, response.body).toBe(409);
    } else {
      expect(response.statusCode, response.body).toBe(200);
      if (this.action === 'accept') applyAccept(model, quote);
      else applyDecline(model, quote);
      expect(response.json<{ status: string }>().status).toBe(request.status);
    }
  }
  override toString = () => `${this.action}(c${this.customer}, q#${this.pick})`;
}

class Complete extends Checked {
  constructor(
    readonly customer: number,
    readonly pick: number,
  ) {
    super();
  }
  override check = (model: Readonly<Model>) => model.requests.length > 0;
  override async act(model: Model, real: Real) {
    const request = model.requests[this.pick % model.requests.length]!;
    const response = await call(
      real,
      real.customers[this.customer]!,
      `/api/quote-requests/${request.id}/complete`,
    );
    if (request.customer !== this.customer) {
      expect(response.statusCode, response.body).toBe(404);
    } else if (request.status !== 'accepted') {
      expect(response.statusCode, response.body).toBe(409);
    } else {
      expect(response.statusCode, response.body).toBe(200);
      request.status = 'completed';
    }
  }
  override toString = () => `Complete(c${this.customer}, r#${this.pick})`;
}

/**
 * A provider withdraws its quote: 404 if not its own, 409 unless open. With no open quote left
 * the request waits for quotes: pending when no other quote stands, declined when the customer
 * declined the rest.
 */
class Withdraw extends Checked {
  constructor(
    readonly provider: number,
    readonly pick: number,
  ) {
    super();
  }
  override check = (model: Readonly<Model>) => model.quotes.length > 0;
  override async act(model: Model, real: Real) {
    const quote = model.quotes[this.pick % model.quotes.length]!;
    const request = model.requests[quote.request]!;
    const response = await call(
      real,
      real.providers[this.provider]!,
      `/api/quotes/${quote.id}/withdraw`,
    );
    if (quote.provider !== this.provider) {
      expect(response.statusCode, response.body).toBe(404);
    } else if (quote.status !== 'open') {
      expect(response.statusCode, response.body).toBe(409);
    } else {
      expect(response.statusCode, response.body).toBe(200);
      quote.status = 'withdrawn';
      const rest = quotesOf(model, quote.request).filter((q) => q.status !== 'withdrawn');
      if (!rest.some((q) => q.status === 'open') && request.status === 'responded') {
        request.status = rest.length === 0 ? 'pending' : 'declined';
      }
    }
  }
  override toString = () => `Withdraw(p${this.provider}, q#${this.pick})`;
}

/** The customer closes a request still open to quotes: its open quotes are declined. */
class Close extends Checked {
  constructor(
    readonly customer: number,
    readonly pick: number,
  ) {
    super();
  }
  override check = (model: Readonly<Model>) => model.requests.length > 0;
  override async act(model: Model, real: Real) {
    const index = this.pick % model.requests.length;
    const request = model.requests[index]!;
    const response = await call(
      real,
      real.customers[this.customer]!,
      `/api/quote-requests/${request.id}/close`,
    );
    if (request.customer !== this.customer) {
      expect(response.statusCode, response.body).toBe(404);
    } else if (!['pending', 'responded', 'declined'].includes(request.status)) {
      expect(response.statusCode, response.body).toBe(409);
    } else {
      expect(response.statusCode, response.body).toBe(200);
      for (const quote of quotesOf(model, index)) {
        if (quote.status === 'open') quote.status = 'declined';
      }
      request.status = 'closed';
    }
  }
  override toString = () => `Close(c${this.customer}, r#${this.pick})`;
}

/** The owner accepts every quote of one request at the same time: at most one may win. */
class RaceAccepts extends Checked {
  constructor(readonly pick: number) {
    super();
  }
  override check = (model: Readonly<Model>) => model.requests.length > 0;
  override async act(model: Model, real: Real) {
    const index = this.pick % model.requests.length;
    const request = model.requests[index]!;
    const candidates = quotesOf(model, index);
    const owner = real.customers[request.customer]!;
    const responses = await Promise.all(
      candidates.map((q) => call(real, owner, `/api/quotes/${q.id}/accept`)),
    );
    const winners = candidates.filter((_, i) => responses[i]!.statusCode === 200);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    const anyOpen = candidates.some((q) => q.status === 'open');
    expect(winners.length).toBe(anyOpen ? 1 : 0);
    if (winners[0]) {
      expect(winners[0].status).toBe('open');
      applyAccept(model, winners[0]);
    }
  }
  override toString = () => `RaceAccepts(r#${this.pick})`;
}

async function assertDatabaseMatches(model: Model, database: Database) {
  const requestIds = model.requests.map((r) => r.id);
  if (requestIds.length === 0) return;
  const storedRequests = await database.db
    .select({ id: quoteRequests.id, status: quoteRequests.status })
    .from(quoteRequests)
    .where(inArray(quoteRequests.id, requestIds));
  const storedQuotes = await database.db
    .select({ id: quotes.id, status: quotes.status })
    .from(quotes)
    .where(inArray(quotes.quoteRequestId, requestIds));
  const byId = <T extends { id: string; status: string }>(rows: T[]) =>
    Object.fromEntries(rows.map((row) => [row.id, row.status]));
  expect(byId(storedRequests)).toEqual(byId(model.requests));
  expect(byId(storedQuotes)).toEqual(byId(model.quotes));
}

describeEachDatabase('quote lifecycle against a model', (get) => {
  it('agrees with the model after every command of random sequences, races included', async () => {
    const { app, database } = get();
    const customers = [
      await customer(app, 'Model Customer One'),
      await customer(app, 'Model Customer Two'),
    ];
    const providers = await Promise.all(
      PROVIDER_SERVICES.map((service, i) => provider(app, [service], {}, `Model Provider ${i}`)),
    );
    // The model has no Khaya credit: enough for every fee, so no quote waits for a top-up.
    for (const one of providers) await giveCredit(app, one, 100_000_000);
    const actor = fc.nat(1);
    const providerIndex = fc.nat(PROVIDER_SERVICES.length - 1);
    const pick = fc.nat(50);
    const commands = [
      fc
        .tuple(actor, fc.constantFrom<Service>('cleaning', 'plumbing'))
        .map(([c, s]) => new CreateRequest(c, s)),
      fc.tuple(providerIndex, pick).map(([p, r]) => new SendQuote(p, r)),
      fc.tuple(providerIndex, pick).map(([p, r]) => new SendQuote(p, r)),
      fc.tuple(actor, pick).map(([c, q]) => new Decide('accept', c, q)),
      fc.tuple(actor, pick).map(([c, q]) => new Decide('decline', c, q)),
      fc.tuple(actor, pick).map(([c, r]) => new Complete(c, r)),
      pick.map((r) => new RaceAccepts(r)),
      fc.tuple(providerIndex, pick).map(([p, q]) => new Withdraw(p, q)),
      fc.tuple(actor, pick).map(([c, r]) => new Close(c, r)),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands, { maxCommands: 40, size: 'max' }),
        async (sequence) => {
          const model: Model = { requests: [], quotes: [] };
          const real: Real = { app, database, customers, providers, services: PROVIDER_SERVICES };
          await fc.asyncModelRun(() => ({ model, real }), sequence);
        },
      ),
      { numRuns: Number(process.env['MODEL_RUNS'] ?? 40) },
    );
    expect(await invariantViolations(database)).toEqual([]);
  }, 300_000);
});
