import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import {
  awayForAllSql,
  datesOffSql,
  datesParam,
  providersCovering,
  TAKES_NEW_LEADS,
} from '../matching';
import { requestFacts, store, type NotifyOptions } from './store';
import { newLead } from './quote-wording';

/**
 * A request's leads: to the providers of its service whose circle covers it and who are not away
 * on all its dates, and to a provider the customer asked by name; never to `exceptProviderId`
 * (one who declined it).
 */
export async function sendLeads(
  db: Db,
  options: NotifyOptions,
  eventId: number,
  requestId: string,
  exceptProviderId?: string,
) {
  const found = await requestFacts(db, requestId);
  if (!found) return;
  const { request, facts } = found;
  const requested = request.requestedProviderId;
  const covering = providersCovering(request);
  const isRequested = requested ? sql`${providers.id} = ${requested}::uuid` : sql`false`;
  const except = exceptProviderId ? sql`${providers.id} <> ${exceptProviderId}::uuid` : sql`true`;
  const recipients = await db
    .select({
      userId: providers.userId,
      km: covering.distanceKm,
      named: sql<boolean>`${isRequested}`,
    })
    .from(providers)
    .where(
      sql`${providers.userId} <> ${request.customerId} and ${except} and (${isRequested} or ${covering.where})
        and ${TAKES_NEW_LEADS}
        and not ${awayForAllSql(datesParam(request.wantedDates), datesOffSql(sql`${providers.id}`))}`,
    );
  await store(
    db,
    options,
    eventId,
    recipients.map((recipient) => ({
      userId: recipient.userId,
      message: newLead(facts, recipient.km, recipient.named),
    })),
  );
}
