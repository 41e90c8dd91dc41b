import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import { payFastStandIn, STAND_IN_PATH, type StandInOptions } from '../routes/payfast-stand-in';
import { TRADESAFE_STAND_IN_PATH, type TradeSafeStandIn } from '../routes/tradesafe-stand-in';
import { authEmulatorMail, mailboxMessages, mailboxPage } from '../services/notifications';

export interface DevServicesOptions {
  db: Db;
  /** Serve the mailbox of email and WhatsApp that were not really sent, at /dev/mailbox. */
  devMailbox: boolean;
  /** The Auth emulator whose emails (password resets) the mailbox also shows. */
  authEmulator?: { host: string; projectId: string } | undefined;
  /** The embedded PayFast stand-in's merchant, served at /dev/payfast; absent: not served. */
  payFastStandIn?: StandInOptions | undefined;
  /** The embedded TradeSafe stand-in, served at /dev/tradesafe; absent: not served. */
  tradeSafeStandIn?: TradeSafeStandIn | undefined;
}

/**
 * The embedded stand-ins `npm start` serves in place of outside services (ADR 14, 15): the dev
 * mailbox, and the PayFast and TradeSafe stand-ins. Production chooses real counterparts by environment variables and
 * serves neither.
 */
export const devServices: FastifyPluginAsync<DevServicesOptions> = async (app, options) => {
  if (options.payFastStandIn) {
    await app.register(payFastStandIn, { ...options.payFastStandIn, prefix: STAND_IN_PATH });
  }
  if (options.tradeSafeStandIn) {
    await app.register(options.tradeSafeStandIn.plugin, { prefix: TRADESAFE_STAND_IN_PATH });
  }
  if (options.devMailbox) {
    const emulator = options.authEmulator;
    app.get('/dev/mailbox', { config: { auth: 'public' } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          mailboxPage(
            await mailboxMessages(options.db),
            emulator ? await authEmulatorMail(emulator.host, emulator.projectId) : [],
          ),
        ),
    );
  }
};
