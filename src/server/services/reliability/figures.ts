import { eq, sql } from 'drizzle-orm';
import {
  standingAfterEnding,
  STANDING_TRANSITIONS,
  type ProviderStanding,
} from '../../../domain/provider-standing';
import { reliabilityOf, type EndedJob, type JobEnding } from '../../../domain/reliability';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { bookings, cancellations, providers } from '../../db/schema';
import { recordEvent } from '../../events/record';

/**
 * A provider's reliability figures from its rows (issue 49): every booked job of its that ended,
 * newest first: completed bookings, and cancelled visits as their cancellation says (who, and a
 * no-show). 'On time' is known for a completed visit it said it was on its way to (on time when
 * it said so by the booked start) and false for a no-show. An instant booking a cleaner declined
 * in its time is not counted.
 */

/** Enough rows for the figures: the last 20 on the provider's side among customers' ends. */
const READ_ROWS = 60;

interface EndingRow {
  ending: JobEnding;
  on_time: boolean | null;
}

export async function endedJobsOf(db: Db | Tx, providerId: string): Promise<EndedJob[]> {
  const result = await db.execute(sql`
    select ending, on_time from (
      select 'completed' as ending,
             case when b.on_the_way_at is null then null
                  else b.on_the_way_at <= ((b.visit_date::timestamp
                         + make_interval(mins => b.start_minute)) at time zone 'Africa/Johannesburg')
             end as on_time,
             b.updated_at as ended_at
        from ${bookings} b
       where b.provider_id = ${providerId} and b.status = 'completed'
      union all
      select case when c.by = 'provider' and c.reason = 'no_show' then 'provider_no_show'
                  when c.by = 'provider' then 'provider_cancelled'
                  when c.reason = 'no_show' then 'customer_no_show'
                  else 'customer_cancelled' end,
             case when c.by = 'provider' and c.reason = 'no_show' then false else null end,
             c.created_at
        from ${cancellations} c
       where c.provider_id = ${providerId}
    ) endings
    order by ended_at desc
    limit ${READ_ROWS}`);
  return (result as { rows: EndingRow[] }).rows.map((row) => ({
    ending: row.ending,
    onTime: row.on_time,
  }));
}

/**
 * After one of the provider's booked jobs ended, in its transaction: its figures kept on its row
 * (Browse Providers and the comparison read them there) and its standing moved as the rule says,
 * with an event that tells the provider. `endedOnProvider`: its own cancellation or no-show.
 */
export async function refreshReliability(
  tx: Tx,
  providerId: string,
  endedOnProvider: boolean,
): Promise<void> {
  const [row] = await tx
    .select({
      standing: providers.standing,
      completionPercent: providers.completionPercent,
      onTimePercent: providers.onTimePercent,
    })
    .from(providers)
    .where(eq(providers.id, providerId))
    .for('update');
  if (!row) return;
  const figures = reliabilityOf(await endedJobsOf(tx, providerId));
  const completionPercent = figures.shown ? figures.completionPercent : null;
  const onTimePercent = figures.shown ? figures.onTimePercent : null;
  const change = standingAfterEnding(row.standing, figures.standing, endedOnProvider);
  const standing: ProviderStanding = change ? STANDING_TRANSITIONS[change].to : row.standing;
  const figuresMoved =
    completionPercent !== row.completionPercent || onTimePercent !== row.onTimePercent;
  if (!figuresMoved && !change) return;
  await tx
    .update(providers)
    .set({
      completionPercent,
      onTimePercent,
      ...(change ? { standing, standingReason: null, standingAt: sql`now()` } : {}),
    })
    .where(eq(providers.id, providerId));
  if (figuresMoved) {
    await recordEvent(tx, {
      type: 'provider_listing_changed',
      subjects: { providerId },
      payload: { change: 'reliability' },
    });
  }
  if (change) {
    await recordEvent(tx, {
      type: 'provider_standing_changed',
      subjects: { providerId },
      payload: { change, standing },
    });
  }
}
