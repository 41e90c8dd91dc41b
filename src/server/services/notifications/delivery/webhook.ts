import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { deliveries } from '../../../db/schema';
import { optOutOfWhatsapp } from '../preferences';

/**
 * What the WhatsApp Cloud API posts back: message statuses (a failed one marks its delivery
 * failed, with the reason) and people's messages (STOP ends their WhatsApp messages).
 */
const webhookPayloadSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  statuses: z
                    .array(
                      z.object({
                        id: z.string().max(200).optional(),
                        status: z.string().max(50).optional(),
                        errors: z
                          .array(
                            z.object({
                              code: z.number().optional(),
                              title: z.string().max(500).optional(),
                            }),
                          )
                          .optional(),
                      }),
                    )
                    .optional(),
                  messages: z
                    .array(
                      z.object({
                        from: z.string().max(20).optional(),
                        type: z.string().max(50).optional(),
                        text: z.object({ body: z.string().max(4096).optional() }).optional(),
                      }),
                    )
                    .optional(),
                })
                .optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

const STOP_WORDS = new Set(['STOP', 'STOP ALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPT OUT']);

export async function handleWhatsappWebhook(db: Db, body: unknown) {
  const result = { failed: 0, optedOut: 0, unrecognised: [] as string[] };
  const parsed = webhookPayloadSchema.safeParse(body);
  if (!parsed.success) {
    result.unrecognised = parsed.error.issues.map((issue) => issue.path.join('.') || 'body');
    return result;
  }
  for (const entry of parsed.data.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const status of change.value?.statuses ?? []) {
        if (status.status !== 'failed' || !status.id) continue;
        const reason = status.errors?.[0];
        const rows = await db
          .update(deliveries)
          .set({
            status: 'failed',
            lastError: `WhatsApp: ${reason?.title ?? 'failed'} (code ${reason?.code ?? 0})`,
          })
          .where(eq(deliveries.externalId, status.id))
          .returning({ id: deliveries.id });
        result.failed += rows.length;
      }
      for (const message of change.value?.messages ?? []) {
        const text = message.text?.body?.trim().toUpperCase() ?? '';
        if (!message.from || !STOP_WORDS.has(text)) continue;
        const number = `+${message.from.replace(/^\+/, '')}`;
        result.optedOut += await optOutOfWhatsapp(db, { number }, 'whatsapp_stop');
        // What was queued for that number goes no further.
        await db
          .update(deliveries)
          .set({ status: 'cancelled', lastError: 'The person replied STOP' })
          .where(
            sql`${deliveries.channel} = 'whatsapp' and ${deliveries.status} = 'pending'
                and ${deliveries.userId} in (select user_id from consents
                     where detail = ${number} and withdrawn_via = 'whatsapp_stop')`,
          );
      }
    }
  }
  return result;
}
