import { smtpTransport, whatsappTransport } from '../../src/server/services/notifications';
import { createTestApp, type DatabaseKind, type TestApp } from './app';
import { startFakeWhatsapp, type FakeWhatsapp } from './fake-whatsapp';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** The site's origin in delivered links. */
export const SITE = 'https://khaya.test';

/** The WhatsApp Business settings the app is started with (the Graph API is a local fake). */
export const WHATSAPP = {
  token: 'test-token',
  phoneNumberId: '1234567890',
  appSecret: 'app-secret-for-tests',
  verifyToken: 'verify-me',
};

/** 10:00 in Johannesburg (08:00 UTC) on a weekday: outside WhatsApp's quiet hours. */
export const MORNING = new Date('2026-11-24T08:00:00Z');

export interface DeliveryApp {
  test: TestApp;
  /** The SMTP server the emails go to. */
  sink: SmtpSink;
  /** The fake Graph API the WhatsApp messages go to. */
  graph: FakeWhatsapp;
  close(): Promise<void>;
}

/**
 * An app that delivers for real: email over SMTP to a local sink, WhatsApp to a local fake of
 * Meta's Graph API, on the time `clock` gives; the worker runs when a test drains it.
 */
export async function startDeliveryApp(
  kind: DatabaseKind,
  clock: () => Date,
): Promise<DeliveryApp> {
  const sink = await startSmtpSink();
  const graph = await startFakeWhatsapp(WHATSAPP.token);
  const config = { ...WHATSAPP, graphUrl: graph.graphUrl };
  const test = await createTestApp(kind, {
    delivery: {
      siteUrl: SITE,
      email: smtpTransport(sink.url, 'Khaya <no-reply@khaya.test>', SITE),
      whatsapp: { transport: whatsappTransport(config), config },
      clock,
      pollMs: 3_600_000,
    },
  });
  return {
    test,
    sink,
    graph,
    async close() {
      await test.close();
      await sink.close();
      await graph.close();
    },
  };
}
