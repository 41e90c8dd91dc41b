import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/executor';
import { providers } from '../../db/schema';
import { quotes } from '../../db/schema';
import { recordEvent } from '../../events/record';

/** A provider's typical response needs this many quotes to be measured. */
export const RESPONSE_MEASURED_FROM = 5;

/**
 * Measures the provider's response time again after a quote, in the quote's transaction: the
 * median minutes from a request's posting to its quote over its last 50 quotes
 * (quotes_provider_idx), once it has sent five; else null. Browse Providers shows it, so a
 * changed value records `provider_listing_changed` (an unchanged one records nothing).
 */
export async function measureResponseTime(tx: Tx, providerId: string): Promise<void> {
  const changed = await tx.execute(sql`
    with measured as (
      select case when count(*) >= ${RESPONSE_MEASURED_FROM}
             then round(percentile_cont(0.5) within group (
                    order by extract(epoch from (recent.created_at - recent.request_created_at)) / 60))::int
             end as minutes
        from (select created_at, request_created_at from ${quotes}
               where provider_id = ${providerId}
               order by created_at desc limit 50) recent
    )
    update ${providers} set response_minutes = (select minutes from measured)
     where id = ${providerId}
       and response_minutes is distinct from (select minutes from measured)
    returning id`);
  if ((changed as { rows: unknown[] }).rows.length === 0) return;
  await recordEvent(tx, {
    type: 'provider_listing_changed',
    subjects: { providerId },
    payload: { change: 'response_time' },
  });
}
