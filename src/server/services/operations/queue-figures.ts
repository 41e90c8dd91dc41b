import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { DeliveryChannel } from '../../../domain/schemas/notifications';

export interface QueueFigures {
  /** Domain events committed and not yet handed to their subscribers. */
  events: { waiting: number; oldestSeconds: number };
  /** Emails and WhatsApp messages due and not yet sent, and those that failed for good. */
  deliveries: Record<DeliveryChannel, { waiting: number; oldestSeconds: number; failed: number }>;
}

/**
 * The work the instances share, as the database holds it (the same figures whichever instance
 * is asked): what waits, how long the oldest has waited, and the deliveries that failed.
 */
export async function queueFigures(db: Db, now: Date): Promise<QueueFigures> {
  const at = now.toISOString();
  const [events] = await queryRows<{ waiting: string; oldest: Date | string | null }>(
    db,
    sql`select count(*) as waiting, min(created_at) as oldest
          from domain_events where dispatched_at is null`,
  );
  const channels = await queryRows<{
    channel: DeliveryChannel;
    waiting: string;
    oldest: Date | string | null;
    failed: string;
  }>(
    db,
    sql`
      select channel,
        count(*) filter (where status in ('pending', 'sending') and not_before <= ${at}) as waiting,
        min(not_before) filter (where status in ('pending', 'sending') and not_before <= ${at})
          as oldest,
        count(*) filter (where status = 'failed') as failed
      from deliveries group by channel`,
  );
  const age = (oldest: Date | string | null | undefined) =>
    oldest ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000) : 0;
  const deliveries: QueueFigures['deliveries'] = {
    email: { waiting: 0, oldestSeconds: 0, failed: 0 },
    whatsapp: { waiting: 0, oldestSeconds: 0, failed: 0 },
    push: { waiting: 0, oldestSeconds: 0, failed: 0 },
  };
  for (const row of channels) {
    deliveries[row.channel] = {
      waiting: Number(row.waiting),
      oldestSeconds: age(row.oldest),
      failed: Number(row.failed),
    };
  }
  return {
    events: { waiting: Number(events?.waiting ?? 0), oldestSeconds: age(events?.oldest) },
    deliveries,
  };
}
