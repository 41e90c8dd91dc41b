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
import {
  acceptAmendment,
  cancel,
  deliver,
  dispute,
  fund,
  lapsed,
  newTransaction,
  proposeAmendment,
  release,
  viewOf as view,
  type StandInTransaction,
} from './tradesafe-stand-in-transactions';

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

  const inFlight = new Set<Promise<void>>();
  function callback(t: StandInTransaction): Promise<void> {
    const sent = postCallback(t).finally(() => inFlight.delete(sent));
    inFlight.add(sent);
    return sent;
  }

  async function postCallback(t: StandInTransaction): Promise<void> {
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
      const due = lapsed(t, now());
      for (const allocation of due) release(t, allocation);
      if (due.length > 0) await callback(t);
    }
  }

  const party = standInParty;

  function createTransaction(input: Record<string, unknown>): StandInTransaction {
    const t = newTransaction(input, tokens, id);
    transactions.set(t.id, t);
    return t;
  }

  const found = (transactionId: unknown) => {
    const t = transactions.get(String(transactionId));
    if (!t) throw new Error('Transaction not found.');
    return t;
  };
  const byAllocation = (allocationId: unknown) => {
    for (const t of transactions.values()) {
      const allocation = t.allocations.find((a) => a.id === allocationId);
      if (allocation) return { t, allocation };
    }
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
      const { t, allocation } = byAllocation(v['id']);
      deliver(t, allocation, now());
      void callback(t);
      return { id: allocation.id, state: allocation.state };
    },
    allocationAcceptDelivery: (v) => {
      const { t, allocation } = byAllocation(v['id']);
      release(t, allocation);
      void callback(t);
      return { id: allocation.id, state: allocation.state };
    },
    allocationDisputeDelivery: (v) => {
      const { t, allocation } = byAllocation(v['id']);
      dispute(t, allocation);
      void callback(t);
      return { id: allocation.id, state: allocation.state };
    },
    amendmentCreate: (v) => {
      const { t, allocation } = byAllocation(v['allocationId']);
      const value = ((v['input'] ?? {}) as { value?: number }).value ?? 0;
      return proposeAmendment(t, allocation, Math.round(value * 100), id());
    },
    amendmentAccept: (v) => {
      const amendmentId = String(v['id']);
      const t = [...transactions.values()].find((one) => one.amendments.has(amendmentId));
      if (!t) throw new Error('Amendment not found.');
      return acceptAmendment(t, amendmentId);
    },
    transactionCancel: (v) => {
      const t = found(v['id']);
      cancel(t);
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
      fund(t);
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
    /** Until every callback sent so far is answered (tests, before the app closes). */
    async settled(): Promise<void> {
      await Promise.all([...inFlight]);
    },
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
      fund(t);
      if (sendCallback) await callback(t);
    },
    /** Marks the work delivered as the seller's request would (tests: one whose answer is lost). */
    async deliver(transactionId: string, sendCallback = true): Promise<void> {
      const t = found(transactionId);
      const work = t.allocations.at(-1);
      if (work) deliver(t, work, now());
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
