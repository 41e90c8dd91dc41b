import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { formatCents } from '../../domain/money';
import { tradeSafePartner, type EscrowPartner } from '../services/escrow';
import { escapeHtml } from '../services/notifications';
import { FORM_BODY, formFields } from './payments';
import { standInHtml as html } from './stand-in-page';

/** Where `npm start` serves the stand-in for TradeSafe. */
export const TRADESAFE_STAND_IN_PATH = '/dev/tradesafe';

/** The stand-in's API client, as an operator would get one from TradeSafe's portal. */
export const TRADESAFE_STAND_IN_CLIENT = {
  clientId: 'khaya-stand-in',
  clientSecret: 'stand-in-secret',
};

export interface TradeSafeStandInOptions {
  clientId: string;
  clientSecret: string;
  /**
   * Set in the partner's portal for the application: where callbacks are posted, and where the
   * customer is sent back after the payment page (with `status`, `transactionId`, `reference`).
   */
  callbackUrl: () => string;
  returnUrl: () => string;
}

import { standInParty, type Party } from './tradesafe-stand-in-parties';

interface StandInTransaction {
  id: string;
  reference: string;
  title: string;
  state: string;
  valueCents: number;
  feeCents: number;
  buyer: Party;
  seller: Party;
  allocation: { id: string; state: string; deliveredAt: number | null };
}

/** The inspection period after delivery, as configured on the allocation (daysToInspect: 1). */
const INSPECTION_MS = 24 * 3_600_000;

/**
 * The embedded stand-in for TradeSafe (ADR 15), like the PayFast one: `npm start` needs no escrow
 * account, and the tests drive it over HTTP. It speaks TradeSafe's API as Khaya uses it: OAuth 2
 * client credentials, the GraphQL operations of lib/payments/tradesafe.ts, a payment page with
 * Pay and Fail, JSON callbacks to the application's callback URL on each change, and the
 * partner's automatic acceptance when the inspection period passes (on its own clock, which the
 * tests move with `advance`).
 */
export function tradeSafeStandIn(options: TradeSafeStandInOptions) {
  const transactions = new Map<string, StandInTransaction>();
  const tokens = new Map<string, Party>();
  const accessTokens = new Set<string>();
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  const id = () => crypto.randomUUID().replaceAll('-', '').slice(0, 20);

  const view = (t: StandInTransaction) => ({
    id: t.id,
    reference: t.reference,
    state: t.state,
    allocations: [{ id: t.allocation.id, state: t.allocation.state, value: t.valueCents / 100 }],
  });

  async function callback(t: StandInTransaction): Promise<void> {
    try {
      await fetch(options.callbackUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id: t.id,
          reference: t.reference,
          state: t.state,
          signature: crypto.randomBytes(16).toString('hex'),
        }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      // The partner retries later in real life; Khaya's reconciliation reads it back anyway.
    }
  }

  /** The partner accepts delivered work for a silent customer once the inspection period ends. */
  async function lapse(): Promise<void> {
    for (const t of transactions.values()) {
      const delivered = t.allocation.deliveredAt;
      if (t.state === 'DELIVERED' && delivered !== null && now() - delivered >= INSPECTION_MS) {
        t.state = 'FUNDS_RELEASED';
        t.allocation.state = 'FUNDS_RELEASED';
        await callback(t);
      }
    }
  }

  const party = standInParty;

  function createTransaction(input: Record<string, unknown>): StandInTransaction {
    const allocation = (input['allocations'] as { create?: { value?: number }[] } | undefined)
      ?.create?.[0];
    const parties =
      (input['parties'] as { create?: { token?: string; role?: string; fee?: number }[] })
        ?.create ?? [];
    const of = (role: string) => parties.find((p) => p.role === role);
    const buyer = tokens.get(of('BUYER')?.token ?? '');
    const seller = tokens.get(of('SELLER')?.token ?? '');
    const value = Math.round((allocation?.value ?? 0) * 100);
    if (!buyer || !seller) throw new Error('A transaction needs a BUYER and a SELLER token.');
    if (!(value > 0)) throw new Error('An allocation needs a value above zero.');
    const t: StandInTransaction = {
      id: id(),
      reference: typeof input['reference'] === 'string' ? input['reference'] : '',
      title: typeof input['title'] === 'string' ? input['title'] : 'Transaction',
      state: 'CREATED',
      valueCents: value,
      feeCents: Math.round((of('AGENT')?.fee ?? 0) * 100),
      buyer,
      seller,
      allocation: { id: id(), state: 'CREATED', deliveredAt: null },
    };
    transactions.set(t.id, t);
    return t;
  }

  const found = (transactionId: unknown) => {
    const t = transactions.get(String(transactionId));
    if (!t) throw new Error('Transaction not found.');
    return t;
  };
  const byAllocation = (allocationId: unknown) => {
    for (const t of transactions.values()) if (t.allocation.id === allocationId) return t;
    throw new Error('Allocation not found.');
  };

  const operations: Record<string, (v: Record<string, unknown>, base: string) => unknown> = {
    apiProfile: () => ({ token: 'agent-khaya' }),
    tokenCreate: (v) => {
      const token = id();
      tokens.set(token, party(v['input']));
      return { id: token };
    },
    transactionCreate: (v) =>
      view(createTransaction((v['input'] ?? {}) as Record<string, unknown>)),
    transaction: (v) => view(found(v['id'])),
    checkoutLink: (v, base) => `${base}/checkout/${found(v['transactionId']).id}`,
    allocationCompleteDelivery: (v) => {
      const t = byAllocation(v['id']);
      if (t.state !== 'FUNDS_RECEIVED') throw new Error(`Cannot deliver in state ${t.state}.`);
      t.state = 'DELIVERED';
      t.allocation.state = 'DELIVERED';
      t.allocation.deliveredAt = now();
      void callback(t);
      return { id: t.allocation.id, state: t.allocation.state };
    },
    allocationAcceptDelivery: (v) => {
      const t = byAllocation(v['id']);
      if (t.state !== 'DELIVERED') throw new Error(`Cannot accept in state ${t.state}.`);
      t.state = 'FUNDS_RELEASED';
      t.allocation.state = 'FUNDS_RELEASED';
      void callback(t);
      return { id: t.allocation.id, state: t.allocation.state };
    },
    transactionCancel: (v) => {
      const t = found(v['id']);
      if (t.state !== 'CREATED') throw new Error(`Cannot cancel in state ${t.state}.`);
      t.state = 'CANCELED';
      t.allocation.state = 'CANCELED';
      void callback(t);
      return view(t);
    },
  };

  const plugin: FastifyPluginAsync = async (app) => {
    app.addContentTypeParser(FORM_BODY.type, FORM_BODY.options, (_request, body, done) =>
      done(null, body),
    );
    const base = (request: { protocol: string; host: string }) =>
      `${request.protocol}://${request.host}${app.prefix}`;
    const hidden = { config: { auth: 'public' }, schema: { hide: true } } as const;

    app.post('/oauth/token', hidden, async (request, reply) => {
      const form = new Map(formFields(request.body));
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== options.clientId ||
        form.get('client_secret') !== options.clientSecret
      ) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      const token = crypto.randomBytes(24).toString('hex');
      accessTokens.add(token);
      return { token_type: 'Bearer', expires_in: 3600, access_token: token };
    });

    app.post('/graphql', hidden, async (request, reply) => {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!accessTokens.has(token)) return reply.code(401).send({ message: 'Unauthenticated.' });
      await lapse();
      const body = (request.body ?? {}) as {
        operationName?: string;
        variables?: Record<string, unknown>;
      };
      const operation = operations[body.operationName ?? ''];
      if (!operation) return { errors: [{ message: `Unknown operation ${body.operationName}` }] };
      try {
        return {
          data: { [body.operationName ?? '']: operation(body.variables ?? {}, base(request)) },
        };
      } catch (error) {
        return { errors: [{ message: (error as Error).message }] };
      }
    });

    const back = (t: StandInTransaction, status: string) =>
      `${options.returnUrl()}?${new URLSearchParams({ status, transactionId: t.id, reference: t.reference })}`;

    app.get<{ Params: { id: string } }>('/checkout/:id', hidden, async (request, reply) => {
      const t = transactions.get(request.params.id);
      if (!t || t.state !== 'CREATED') {
        return html(reply, 404, 'Not found', '<h1>This payment is no longer waiting.</h1>');
      }
      const amount = escapeHtml(formatCents(t.valueCents));
      return html(
        reply,
        200,
        `TradeSafe: ${t.title}`,
        `<p class="note">Khaya's stand-in for TradeSafe escrow: no money moves.</p>` +
          `<h1>${escapeHtml(t.title)}</h1><p class="amount">${amount}</p>` +
          `<p>Held by TradeSafe until you accept the work; then paid to ${escapeHtml(t.seller.givenName)}.</p>` +
          `<form method="post" action="${t.id}/pay"><button class="pay" type="submit">Pay ${amount}</button></form>` +
          `<form method="post" action="${t.id}/fail"><button class="cancel" type="submit">Payment fails</button></form>`,
      );
    });

    app.post<{ Params: { id: string } }>('/checkout/:id/pay', hidden, async (request, reply) => {
      const t = transactions.get(request.params.id);
      if (!t || t.state !== 'CREATED') {
        return html(reply, 404, 'Not found', '<h1>This payment is no longer waiting.</h1>');
      }
      t.state = 'FUNDS_RECEIVED';
      t.allocation.state = 'FUNDS_RECEIVED';
      await callback(t);
      return reply.redirect(back(t, 'success'), 303);
    });

    app.post<{ Params: { id: string } }>('/checkout/:id/fail', hidden, async (request, reply) => {
      const t = transactions.get(request.params.id);
      if (!t) return html(reply, 404, 'Not found', '<h1>This payment is not known.</h1>');
      return reply.redirect(back(t, 'failure'), 303);
    });
  };

  return {
    plugin,
    /** Moves the stand-in's clock on (the tests' way past the inspection period). */
    async advance(ms: number): Promise<void> {
      offsetMs += ms;
      await lapse();
    },
    /** A transaction as the stand-in holds it (tests look at the agent fee, the state). */
    find: (reference: string) => [...transactions.values()].find((t) => t.reference === reference),
    /** The parties made for an email (tests look at the payout account the seller came with). */
    parties: (email: string) => [...tokens.values()].filter((party) => party.email === email),
    /** Pays a waiting transaction as the customer would on the page (tests, without a browser). */
    async pay(transactionId: string, sendCallback = true): Promise<void> {
      const t = found(transactionId);
      t.state = 'FUNDS_RECEIVED';
      t.allocation.state = 'FUNDS_RECEIVED';
      if (sendCallback) await callback(t);
    },
    /** Marks the work delivered as the seller's request would (tests: one whose answer is lost). */
    async deliver(transactionId: string, sendCallback = true): Promise<void> {
      const t = found(transactionId);
      t.state = 'DELIVERED';
      t.allocation.state = 'DELIVERED';
      t.allocation.deliveredAt = now();
      if (sendCallback) await callback(t);
    },
  };
}
export type TradeSafeStandIn = ReturnType<typeof tradeSafeStandIn>;

/** Payment through Khaya via the stand-in served by the app at `siteUrl` (`npm start`). */
export function standInEscrow(siteUrl: string): {
  partner: EscrowPartner;
  standIn: TradeSafeStandIn;
} {
  const standIn = tradeSafeStandIn({
    ...TRADESAFE_STAND_IN_CLIENT,
    callbackUrl: () => `${siteUrl}/api/payments/tradesafe/callback`,
    returnUrl: () => `${siteUrl}/api/payments/tradesafe/return`,
  });
  const host = `${siteUrl}${TRADESAFE_STAND_IN_PATH}`;
  return {
    partner: tradeSafePartner({ ...TRADESAFE_STAND_IN_CLIENT, apiUrl: host, authUrl: host }),
    standIn,
  };
}
