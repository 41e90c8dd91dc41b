import { eq, sql } from 'drizzle-orm';
import type { LiveChange } from '../../../domain/schemas/messages';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { liveEvents, messages } from '../../db/schema';
import { notifications, providers } from '../../db/schema';
import { quoteRequests } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import { typesTouching, type DomainEvent } from '../../events/types';
import { toMessage } from '../messages';
import type { LiveBus } from './bus';

interface LiveRow {
  userId: string;
  type: 'message' | 'change';
  data: Record<string, unknown>;
}

/**
 * Appends events to people's live streams, once per (person, domain event), each with the next
 * number of that person's stream. Taking the number locks the person's `live_streams` row until
 * commit, so their events commit in number order (a reader at n has missed nothing before n).
 */
export async function appendLiveEvents(db: Db, sourceEventId: number, rows: LiveRow[]) {
  const unique = [...new Map(rows.map((row) => [row.userId, row])).values()].sort((a, b) =>
    a.userId.localeCompare(b.userId),
  );
  if (unique.length === 0) return;
  await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(unique)}::jsonb)
        as i("userId" uuid, type text, data jsonb)
    ),
    fresh as (
      select * from input
       where not exists (select 1 from ${liveEvents} e
                          where e.user_id = input."userId" and e.source_event_id = ${sourceEventId})
    ),
    numbered as (
      insert into live_streams (user_id, last_seq)
      select "userId", 1 from fresh order by "userId"
      on conflict (user_id) do update set last_seq = live_streams.last_seq + 1
      returning user_id, last_seq
    )
    insert into ${liveEvents} (user_id, seq, type, data, source_event_id)
    select fresh."userId", numbered.last_seq, fresh.type, fresh.data, ${sourceEventId}
      from fresh join numbered on numbered.user_id = fresh."userId"
    on conflict (user_id, source_event_id) do nothing`);
}

/** The people an event concerns: its request's customer, its provider, and whoever it notified. */
async function partiesOf(db: Db, event: DomainEvent) {
  const subjects = event.subjects as { quoteRequestId?: string; providerId?: string };
  return queryRows<{ userId: string; notified: boolean }>(
    db,
    sql`
    select user_id as "userId", bool_or(notified) as notified from (
      select user_id, true as notified from ${notifications} where event_id = ${event.id}
      union all
      select customer_id, false from ${quoteRequests} where id = ${subjects.quoteRequestId ?? null}::uuid
      union all
      select user_id, false from ${providers} where id = ${subjects.providerId ?? null}::uuid
    ) parties group by user_id`,
  );
}

/**
 * Keeps open pages current: every event that touches a request (its quotes, its reviews) or a
 * thread becomes an event on the streams of the people it concerns (`EVENT_TOUCHES`). It
 * announces, so the notifications an event brings are stored before the stream says so.
 */
export function streamLiveEvents(events: EventDispatcher, db: Db, bus: LiveBus) {
  const deliver = async (event: DomainEvent, rows: LiveRow[]) => {
    await appendLiveEvents(db, event.id, rows);
    await bus.publish(rows.map((row) => row.userId));
  };
  const announceChange = async (event: DomainEvent) => {
    const subjects = event.subjects as Omit<LiveChange, 'kind' | 'notified'>;
    const parties = await partiesOf(db, event);
    await deliver(
      event,
      parties.map((party) => ({
        userId: party.userId,
        type: 'change',
        data: {
          kind: event.type,
          ...(subjects.quoteRequestId ? { quoteRequestId: subjects.quoteRequestId } : {}),
          ...(subjects.quoteId ? { quoteId: subjects.quoteId } : {}),
          ...(subjects.providerId ? { providerId: subjects.providerId } : {}),
          notified: party.notified,
        } satisfies LiveChange,
      })),
    );
  };
  // A message sent, or hidden by an admin: the thread's copy of it as it now reads.
  const announceMessage = async (event: DomainEvent) => {
    const subjects = event.subjects as ThreadSubjects;
    const [row] = await db
      .select()
      .from(messages)
      .where(eq(messages.id, subjects.messageId))
      .limit(1);
    if (!row) return;
    const message = toMessage(row, subjects.quoteRequestId, subjects.providerId);
    const parties = await partiesOf(db, event);
    await deliver(
      event,
      parties.map((party) => ({
        userId: party.userId,
        type: 'message',
        data: { ...message, notified: party.notified },
      })),
    );
  };
  for (const type of typesTouching('request')) events.subscribe(type, announceChange, 'announce');
  for (const type of typesTouching('thread')) events.subscribe(type, announceMessage, 'announce');
}

interface ThreadSubjects {
  messageId: string;
  quoteRequestId: string;
  providerId: string;
}
