import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import {
  TRADESAFE_STAND_IN_CLIENT,
  tradeSafeStandIn,
  type TradeSafeStandIn,
} from '../../src/server/routes/tradesafe-stand-in';
import { tradeSafePartner, type EscrowPartner } from '../../src/server/services/escrow';

export interface FakeTradeSafe {
  url: string;
  standIn: TradeSafeStandIn;
  /** Khaya's TradeSafe adapter, pointed at this fake over HTTP. */
  partner: EscrowPartner;
  close(): Promise<void>;
}

/**
 * TradeSafe on 127.0.0.1 (ADR 15): the embedded stand-in served on its own port, as the partner
 * is another server. Its callbacks go to the app at `appUrl()` (the test app listens for them).
 */
export async function startFakeTradeSafe(appUrl: () => string): Promise<FakeTradeSafe> {
  const standIn = tradeSafeStandIn({
    ...TRADESAFE_STAND_IN_CLIENT,
    callbackUrl: () => `${appUrl()}/api/payments/tradesafe/callback`,
    returnUrl: () => `${appUrl()}/api/payments/tradesafe/return`,
  });
  const server = Fastify();
  await server.register(standIn.plugin);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    url,
    standIn,
    partner: tradeSafePartner({ ...TRADESAFE_STAND_IN_CLIENT, apiUrl: url, authUrl: url }),
    close: () => server.close(),
  };
}

/**
 * A test file's fake TradeSafe: started before its suites, closed after. `listen` has the test
 * app listen so that the partner's callbacks reach it; `options` are the app options that pay
 * through the fake.
 */
export function useFakeTradeSafe() {
  const fake: { tradesafe?: FakeTradeSafe; appUrl: string } = { appUrl: 'http://127.0.0.1:1' };
  beforeAll(async () => {
    fake.tradesafe = await startFakeTradeSafe(() => fake.appUrl);
  });
  afterAll(async () => fake.tradesafe?.close());
  const tradesafe = () => {
    if (!fake.tradesafe) throw new Error('fake TradeSafe not started');
    return fake.tradesafe;
  };
  return {
    tradesafe,
    appUrl: () => fake.appUrl,
    async listen(app: FastifyInstance): Promise<void> {
      await app.listen({ port: 0, host: '127.0.0.1' });
      fake.appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    },
    options: {
      get escrow() {
        return { partner: tradesafe().partner };
      },
    },
  };
}
