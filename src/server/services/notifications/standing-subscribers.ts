import { eq } from 'drizzle-orm';
import { standingText } from '../../../domain/provider-standing';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { store, type NotifyOptions } from './store';
import type { Message } from './wording';

const TITLES = {
  reliability_warned: 'Your completion rate is low',
  reliability_recovered: 'Your completion rate is back up',
  reliability_paused: 'You are paused from new leads',
  admin_lifted: 'You get new leads again',
  admin_suspended: 'Your Khaya account is suspended',
} as const;

/**
 * A provider's standing moved (issue 49): it hears why and what it means, in the app and by
 * email (always emailed: it decides whether it gets work).
 */
async function onStandingChanged(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'provider_standing_changed'>,
) {
  const [row] = await db
    .select()
    .from(providers)
    .where(eq(providers.id, event.subjects.providerId))
    .limit(1);
  if (!row) return;
  const { change, standing } = event.payload;
  const body =
    standingText(standing, row.completionPercent, row.standingReason) ??
    (change === 'admin_lifted'
      ? 'Khaya reviewed your account: new leads reach you again and you can send quotes.'
      : 'Keep it up: complete the jobs you are booked for.');
  const message: Message = {
    kind: 'standing_changed',
    title: TITLES[change],
    body,
    link: '/provider',
  };
  // In English for now, as the dashboard's standing notice it repeats (src/domain/provider-standing.ts).
  await store(db, options, event.id, [{ userId: row.userId, message: () => message }]);
}

export function notifyOfStanding(events: EventDispatcher, db: Db, options: NotifyOptions): void {
  events.subscribe('provider_standing_changed', (event) => onStandingChanged(db, options, event));
}
