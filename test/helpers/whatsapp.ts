import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { mailbox } from '../../src/server/db/schema';
import type { FakeWhatsapp } from './fake-whatsapp';

/**
 * Turns WhatsApp on as a person does: asks for the code, reads it where it went (the fake Graph
 * API's last confirm_number message, taken off its list so tests count only notifications; or
 * the embedded mailbox), and sends it back. Answers the confirmation's response.
 */
export async function turnOnWhatsapp(
  app: FastifyInstance,
  actor: { headers: Record<string, string> },
  phone: string,
  graph?: FakeWhatsapp,
) {
  const asked = await app.inject({
    method: 'POST',
    url: '/api/notifications/whatsapp',
    headers: actor.headers,
    payload: { phone, agreed: true },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const number = asked.json<{ whatsappPending: { number: string } }>().whatsappPending.number;
  return app.inject({
    method: 'POST',
    url: '/api/notifications/whatsapp/confirm',
    headers: actor.headers,
    payload: { code: await whatsappCode(app, number, graph) },
  });
}

/** The last code sent to `number`. */
export async function whatsappCode(
  app: FastifyInstance,
  number: string,
  graph?: FakeWhatsapp,
): Promise<string> {
  if (graph) {
    const at = graph.sends.findLastIndex(
      (send) => send.template === 'confirm_number' && `+${send.to}` === number,
    );
    const [sent] = graph.sends.splice(at, 1);
    return sent?.parameters[0] ?? '';
  }
  const [caught] = await app.database.db
    .select({ text: mailbox.text })
    .from(mailbox)
    .where(and(eq(mailbox.channel, 'whatsapp'), eq(mailbox.toAddress, number)))
    .orderBy(desc(mailbox.id))
    .limit(1);
  return /\d{6}/.exec(caught?.text ?? '')?.[0] ?? '';
}
