import {
  tradeSafeClient,
  type TradeSafeConfig,
  type TradeSafeTransaction,
} from '../../lib/payments/tradesafe';

/** A party to the partner's transaction: who pays (buyer) or is paid (seller). */
export interface EscrowParty {
  givenName: string;
  familyName: string;
  email: string;
  mobile: string | null;
}

/** Where the seller is paid out (the partner checks it when a party is made with it). */
export interface EscrowBankAccount {
  bank: string;
  accountType: string;
  accountNumber: string;
}

export interface NewEscrowTransaction {
  /** Khaya's id for the payment: the partner keeps it as the transaction's reference. */
  reference: string;
  title: string;
  description: string;
  amountCents: number;
  /**
   * Paid out as soon as the money is held (0: none): a first allocation of its own, the rest of
   * the amount the second (the work), so each is delivered and accepted on its own.
   */
  depositCents: number;
  /** Khaya's fee as agent, taken from the seller's payout. */
  feeCents: number;
  buyer: EscrowParty;
  seller: EscrowParty;
  /** The provider's payout account; without one the partner asks the seller for it. */
  sellerAccount: EscrowBankAccount | null;
}

/**
 * The partner's transaction as read back: its state, its allocation for the work (the last) and,
 * when the job has a deposit, the deposit's allocation (the first of two).
 */
export interface EscrowTransaction {
  id: string;
  reference: string;
  state: string;
  allocationId: string | null;
  allocationState: string | null;
  /** The work allocation's value now (an amendment lowers it), in cents. */
  allocationValueCents: number | null;
  depositAllocationId: string | null;
  depositAllocationState: string | null;
}

/**
 * The escrow partner, as protected payment sees it (ADR 15). TradeSafe is the adapter here; the
 * embedded stand-in speaks the same API for `npm start` and the tests.
 */
export interface EscrowPartner {
  readonly name: string;
  createTransaction(input: NewEscrowTransaction): Promise<EscrowTransaction>;
  /**
   * Has the partner check a payout account (a party made with it); refused: TradeSafeRefused.
   */
  checkPayoutAccount(party: EscrowParty, account: EscrowBankAccount): Promise<void>;
  /** Where the customer pays (card, instant EFT) on the partner's own page. */
  checkoutLink(transactionId: string): Promise<string>;
  readTransaction(transactionId: string): Promise<EscrowTransaction>;
  /** The provider says the work is done (starts the customer's inspection period). */
  completeDelivery(allocationId: string): Promise<void>;
  /** The customer accepts the work: the partner pays out. */
  acceptDelivery(allocationId: string): Promise<void>;
  cancel(transactionId: string, comment: string): Promise<void>;
  /** A dispute about delivered work: the inspection period stops, the money stays held. */
  disputeDelivery(allocationId: string): Promise<void>;
  /**
   * Lowers a held allocation to `valueCents` (a partial refund agreed or decided): an amendment,
   * accepted by Khaya as agent for the side that agreed; the difference goes back to the buyer.
   */
  reduceAllocation(allocationId: string, valueCents: number): Promise<void>;
}

const view = (transaction: TradeSafeTransaction): EscrowTransaction => {
  const work = transaction.allocations.at(-1);
  const deposit = transaction.allocations.length > 1 ? transaction.allocations[0] : undefined;
  return {
    id: transaction.id,
    reference: transaction.reference,
    state: transaction.state,
    allocationId: work?.id ?? null,
    allocationState: work?.state ?? null,
    allocationValueCents: work ? Math.round(work.value * 100) : null,
    depositAllocationId: deposit?.id ?? null,
    depositAllocationState: deposit?.state ?? null,
  };
};

/** TradeSafe: Khaya is the agent; customer and provider are parties by their tokens. */
export function tradeSafePartner(config: TradeSafeConfig): EscrowPartner {
  const client = tradeSafeClient(config);
  let agentToken: string | null = null;
  const tokenFor = async (party: EscrowParty, account: EscrowBankAccount | null = null) =>
    (
      await client.call<{ id: string }>('tokenCreate', {
        input: {
          user: {
            givenName: party.givenName,
            familyName: party.familyName,
            email: party.email,
            ...(party.mobile ? { mobile: party.mobile } : {}),
          },
          ...(account ? { bankAccount: account } : {}),
        },
      })
    ).id;
  return {
    name: 'tradesafe',
    async createTransaction(input) {
      agentToken ??= (await client.call<{ token: string }>('apiProfile')).token;
      const [buyer, seller] = await Promise.all([
        tokenFor(input.buyer),
        tokenFor(input.seller, input.sellerAccount),
      ]);
      const rand = (cents: number) => cents / 100;
      const allocation = (title: string, cents: number) => ({
        title,
        description: input.description,
        value: rand(cents),
        daysToDeliver: 14,
        daysToInspect: 1,
      });
      const work = allocation(input.title, input.amountCents - input.depositCents);
      const created = await client.call<TradeSafeTransaction>('transactionCreate', {
        input: {
          title: input.title,
          description: input.description,
          reference: input.reference,
          industry: 'GENERAL_GOODS_SERVICES',
          currency: 'ZAR',
          feeAllocation: 'SELLER',
          workflow: 'STANDARD',
          allocations: {
            create:
              input.depositCents > 0
                ? [allocation('Deposit for materials', input.depositCents), work]
                : [work],
          },
          parties: {
            create: [
              { token: buyer, role: 'BUYER' },
              { token: seller, role: 'SELLER' },
              {
                token: agentToken,
                role: 'AGENT',
                fee: rand(input.feeCents),
                feeType: 'FLAT',
                feeAllocation: 'SELLER',
              },
            ],
          },
        },
      });
      return view(created);
    },
    async checkPayoutAccount(party, account) {
      await tokenFor(party, account);
    },
    checkoutLink: (transactionId) => client.call<string>('checkoutLink', { transactionId }),
    readTransaction: async (id) =>
      view(await client.call<TradeSafeTransaction>('transaction', { id })),
    async completeDelivery(id) {
      await client.call('allocationCompleteDelivery', { id });
    },
    async acceptDelivery(id) {
      await client.call('allocationAcceptDelivery', { id });
    },
    async cancel(id, comment) {
      await client.call('transactionCancel', { id, comment });
    },
    async disputeDelivery(id) {
      await client.call('allocationDisputeDelivery', { id });
    },
    async reduceAllocation(allocationId, valueCents) {
      const amendment = await client.call<{ id: string }>('amendmentCreate', {
        allocationId,
        input: { value: valueCents / 100 },
      });
      await client.call('amendmentAccept', { id: amendment.id });
    },
  };
}
