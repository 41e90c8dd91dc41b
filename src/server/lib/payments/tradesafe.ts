/**
 * TradeSafe's API as Khaya uses it (ADR 15): OAuth 2 client credentials at `{authUrl}/oauth/token`,
 * then GraphQL at `{apiUrl}/graphql` with the bearer token. Only the operations below are used;
 * the embedded stand-in (escrow-stand-in) answers the same ones.
 */

export interface TradeSafeConfig {
  clientId: string;
  clientSecret: string;
  /** The GraphQL host: https://api-developer.tradesafe.dev (sandbox) or https://api.tradesafe.co.za. */
  apiUrl: string;
  /** The OAuth host: https://auth.tradesafe.co.za. */
  authUrl: string;
  fetch?: typeof fetch;
}

export interface TradeSafeAllocation {
  id: string;
  state: string;
  value: number;
}

export interface TradeSafeTransaction {
  id: string;
  reference: string;
  state: string;
  allocations: TradeSafeAllocation[];
}

const TRANSACTION_FIELDS = 'id reference state allocations { id state value }';

export const TRADESAFE_OPERATIONS = {
  apiProfile: 'query apiProfile { apiProfile { token } }',
  tokenCreate: 'mutation tokenCreate($input: TokenInput!) { tokenCreate(input: $input) { id } }',
  transactionCreate: `mutation transactionCreate($input: CreateTransactionInput!) { transactionCreate(input: $input) { ${TRANSACTION_FIELDS} } }`,
  transaction: `query transaction($id: ID!) { transaction(id: $id) { ${TRANSACTION_FIELDS} } }`,
  checkoutLink:
    'query checkoutLink($transactionId: ID!) { checkoutLink(transactionId: $transactionId) }',
  allocationCompleteDelivery:
    'mutation allocationCompleteDelivery($id: ID!) { allocationCompleteDelivery(id: $id) { id state } }',
  allocationAcceptDelivery:
    'mutation allocationAcceptDelivery($id: ID!) { allocationAcceptDelivery(id: $id) { id state } }',
  allocationDisputeDelivery:
    'mutation allocationDisputeDelivery($id: ID!) { allocationDisputeDelivery(id: $id) { id state } }',
  amendmentCreate:
    'mutation amendmentCreate($allocationId: ID!, $input: AmendmentInput!) { amendmentCreate(allocationId: $allocationId, input: $input) { id state value } }',
  amendmentAccept:
    'mutation amendmentAccept($id: ID!) { amendmentAccept(id: $id) { id state value } }',
  transactionCancel:
    'mutation transactionCancel($id: ID!, $comment: String!) { transactionCancel(id: $id, comment: $comment) { id state } }',
} as const;
export type TradeSafeOperation = keyof typeof TRADESAFE_OPERATIONS;

export class TradeSafeError extends Error {}
/** TradeSafe answered and refused (GraphQL errors): the input is wrong, not the connection. */
export class TradeSafeRefused extends TradeSafeError {}

/** A TradeSafe client: a token fetched once and again shortly before it expires. */
export function tradeSafeClient(config: TradeSafeConfig) {
  const send = config.fetch ?? fetch;
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await send(`${config.authUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new TradeSafeError(`TradeSafe sign-in failed: ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new TradeSafeError('TradeSafe sign-in gave no token');
    // A minute's margin: a token never expires between reading it and using it.
    token = {
      value: body.access_token,
      until: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000,
    };
    return token.value;
  }

  async function call<T>(operation: TradeSafeOperation, variables: object = {}): Promise<T> {
    const response = await send(`${config.apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await accessToken()}`,
      },
      body: JSON.stringify({
        operationName: operation,
        query: TRADESAFE_OPERATIONS[operation],
        variables,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status === 401) token = null;
    if (!response.ok) throw new TradeSafeError(`TradeSafe ${operation} failed: ${response.status}`);
    const body = (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string }[];
    };
    if (body.errors?.length) {
      throw new TradeSafeRefused(`TradeSafe ${operation}: ${body.errors[0]?.message ?? 'error'}`);
    }
    const data = body.data?.[operation];
    if (data === undefined || data === null) {
      throw new TradeSafeError(`TradeSafe ${operation} answered nothing`);
    }
    return data as T;
  }

  return { call };
}
export type TradeSafeClient = ReturnType<typeof tradeSafeClient>;
