import type { Party } from './tradesafe-stand-in-parties';

/**
 * The stand-in for TradeSafe's transactions and their allocations. A transaction is funded as a
 * whole; each allocation is then delivered and accepted on its own. The last allocation is the
 * work: the transaction's state follows it (DELIVERED, FUNDS_RELEASED), and releasing it releases
 * whatever is still held. An earlier one (a deposit) is paid out without moving the transaction.
 */

export interface StandInAllocation {
  id: string;
  title: string;
  valueCents: number;
  state: string;
  deliveredAt: number | null;
}

export interface StandInTransaction {
  id: string;
  reference: string;
  title: string;
  state: string;
  valueCents: number;
  feeCents: number;
  buyer: Party;
  seller: Party;
  allocations: StandInAllocation[];
  /** What went back to the buyer: a refund on cancelling, or an amendment's reduction. */
  refundedCents: number;
  /** Amendments asked for, by id: an allocation's new value once accepted. */
  amendments: Map<string, { allocationId: string; valueCents: number; state: string }>;
}

/** The inspection period after delivery, as configured on the allocation (daysToInspect: 1). */
export const INSPECTION_MS = 24 * 3_600_000;

const FUNDED = new Set(['FUNDS_RECEIVED', 'DELIVERED']);

/** The transaction as the API answers it. */
export const viewOf = (t: StandInTransaction) => ({
  id: t.id,
  reference: t.reference,
  state: t.state,
  allocations: t.allocations.map((a) => ({ id: a.id, state: a.state, value: a.valueCents / 100 })),
});

/** `transactionCreate`'s input made into a transaction (its parties by their tokens). */
export function newTransaction(
  input: Record<string, unknown>,
  tokens: ReadonlyMap<string, Party>,
  id: () => string,
): StandInTransaction {
  const created =
    (input['allocations'] as { create?: { title?: string; value?: number }[] } | undefined)
      ?.create ?? [];
  const parties =
    (input['parties'] as { create?: { token?: string; role?: string; fee?: number }[] })?.create ??
    [];
  const of = (role: string) => parties.find((p) => p.role === role);
  const buyer = tokens.get(of('BUYER')?.token ?? '');
  const seller = tokens.get(of('SELLER')?.token ?? '');
  if (!buyer || !seller) throw new Error('A transaction needs a BUYER and a SELLER token.');
  if (created.length === 0) throw new Error('A transaction needs at least one allocation.');
  const allocations = created.map((a) => {
    const valueCents = Math.round((a.value ?? 0) * 100);
    if (!(valueCents > 0)) throw new Error('An allocation needs a value above zero.');
    return {
      id: id(),
      title: a.title ?? 'Allocation',
      valueCents,
      state: 'CREATED',
      deliveredAt: null,
    };
  });
  return {
    id: id(),
    reference: typeof input['reference'] === 'string' ? input['reference'] : '',
    title: typeof input['title'] === 'string' ? input['title'] : 'Transaction',
    state: 'CREATED',
    valueCents: allocations.reduce((sum, a) => sum + a.valueCents, 0),
    feeCents: Math.round((of('AGENT')?.fee ?? 0) * 100),
    buyer,
    seller,
    allocations,
    refundedCents: 0,
    amendments: new Map(),
  };
}

const isWork = (t: StandInTransaction, a: StandInAllocation) => t.allocations.at(-1) === a;

/** The buyer paid: the whole transaction is held. */
export function fund(t: StandInTransaction): void {
  t.state = 'FUNDS_RECEIVED';
  for (const a of t.allocations) a.state = 'FUNDS_RECEIVED';
}

/** The seller says an allocation is delivered: its inspection period starts. */
export function deliver(t: StandInTransaction, a: StandInAllocation, at: number): void {
  if (!FUNDED.has(t.state) || a.state !== 'FUNDS_RECEIVED') {
    throw new Error(`Cannot deliver in state ${isWork(t, a) ? t.state : a.state}.`);
  }
  a.state = 'DELIVERED';
  a.deliveredAt = at;
  if (isWork(t, a)) t.state = 'DELIVERED';
}

/** The buyer (or the lapsed inspection period) accepts an allocation: it is paid out. */
export function release(t: StandInTransaction, a: StandInAllocation): void {
  if (a.state !== 'DELIVERED' && a.state !== 'DISPUTED') {
    throw new Error(`Cannot accept in state ${isWork(t, a) ? t.state : a.state}.`);
  }
  a.state = 'FUNDS_RELEASED';
  if (!isWork(t, a)) return;
  t.state = 'FUNDS_RELEASED';
  for (const other of t.allocations) other.state = 'FUNDS_RELEASED';
}

/**
 * Cancelled before payment (nothing was taken), while held before delivery, or while its
 * delivery is disputed (what is held is refunded; a deposit already paid out is not).
 */
export function cancel(t: StandInTransaction): void {
  const held =
    t.state === 'FUNDS_RECEIVED' && t.allocations.every((a) => a.state === 'FUNDS_RECEIVED');
  if (t.state !== 'CREATED' && !held && t.state !== 'DISPUTED') {
    throw new Error(`Cannot cancel in state ${t.state}.`);
  }
  if (t.state !== 'CREATED') {
    t.refundedCents += t.allocations
      .filter((a) => a.state !== 'FUNDS_RELEASED')
      .reduce((sum, a) => sum + a.valueCents, 0);
  }
  t.state = 'CANCELED';
  for (const a of t.allocations) a.state = 'CANCELED';
}

/** The buyer disputes delivered work: the inspection period stops and the money stays held. */
export function dispute(t: StandInTransaction, a: StandInAllocation): void {
  if (a.state !== 'DELIVERED') throw new Error(`Cannot dispute in state ${a.state}.`);
  a.state = 'DISPUTED';
  if (isWork(t, a)) t.state = 'DISPUTED';
}

/**
 * An amendment lowers a held allocation's value once the other party accepts it: the
 * difference goes back to the buyer. (Khaya, as agent, accepts for the party who agreed.)
 */
export function amend(t: StandInTransaction, a: StandInAllocation, valueCents: number): void {
  if (!['FUNDS_RECEIVED', 'DELIVERED', 'DISPUTED'].includes(a.state)) {
    throw new Error(`Cannot amend in state ${a.state}.`);
  }
  if (!(valueCents > 0) || valueCents >= a.valueCents) {
    throw new Error('An amendment here must lower the value and leave more than zero.');
  }
  t.refundedCents += a.valueCents - valueCents;
  t.valueCents -= a.valueCents - valueCents;
  a.valueCents = valueCents;
}

/** Allocations whose inspection period has passed at `now`, the work last. */
export function lapsed(t: StandInTransaction, now: number): StandInAllocation[] {
  return t.allocations.filter(
    (a) =>
      a.state === 'DELIVERED' && a.deliveredAt !== null && now - a.deliveredAt >= INSPECTION_MS,
  );
}

/** `amendmentCreate`: a lower value for a held allocation, pending the other party's acceptance. */
export function proposeAmendment(
  t: StandInTransaction,
  a: StandInAllocation,
  valueCents: number,
  amendmentId: string,
) {
  if (!(valueCents > 0) || valueCents >= a.valueCents) {
    throw new Error('An amendment here must lower the value and leave more than zero.');
  }
  t.amendments.set(amendmentId, { allocationId: a.id, valueCents, state: 'PENDING' });
  return { id: amendmentId, state: 'PENDING', value: valueCents / 100 };
}

/** `amendmentAccept`: the pending amendment applies; the difference goes back to the buyer. */
export function acceptAmendment(t: StandInTransaction, amendmentId: string) {
  const amendment = t.amendments.get(amendmentId);
  const allocation = t.allocations.find((a) => a.id === amendment?.allocationId);
  if (!amendment || !allocation || amendment.state !== 'PENDING') {
    throw new Error('Cannot accept it now.');
  }
  amend(t, allocation, amendment.valueCents);
  amendment.state = 'ACCEPTED';
  return { id: amendmentId, state: amendment.state, value: amendment.valueCents / 100 };
}
