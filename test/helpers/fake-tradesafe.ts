import Fastify from 'fastify';
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
