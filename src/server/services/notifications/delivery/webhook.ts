import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { deliveries } from '../../../db/delivery-schema';
import { optOutOfWhatsapp } from '../preferences';

/**
 * What the WhatsApp Cloud API posts back: message statuses (a failed one marks its delivery
 * failed, with the reason) and people's messages (STOP ends their WhatsApp messages).
 */
interface WebhookPayload {
  entry?: {
    changes?: {
      value?: {
        statuses?: { id?: string; status?: string; errors?: { code?: number; title?: string }[] }[];
        messages?: { from?: string; type?: string; text?: { body?: string } }[];
      };
    }[];
  }[];
}

const STOP_WORDS = new Set(['STOP', 'STOP ALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPT OUT']);

export async function handleWhatsappWebhook(db: Db, payload: unknown) {
  const result = { failed: 0, optedOut: 0 };
  for (const entry of (payload as WebhookPayload).entry ?? []) {
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
