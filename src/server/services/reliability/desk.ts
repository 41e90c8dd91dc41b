import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  canStandingChange,
  ownStandingOf,
  STANDING_TRANSITIONS,
  type StandingEvent,
} from '../../../domain/provider-standing';
import { RELIABILITY_RULE, reliabilityView } from '../../../domain/reliability';
import {
  standingDecisionSchema,
  type OwnStanding,
  type StandingCase,
  type StandingDecisionBody,
} from '../../../domain/schemas/reliability';
import type { Db } from '../../db/client';
import { providers, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { recordEvent } from '../../events/record';
import { isUuid } from '../../lib/cursor';
import { audit, type Admin } from '../verification';
import { endedJobsOf } from './figures';

/**
 * The admin desk's side of reliability (issue 49): the providers waiting for a review (paused by
 * their figures, or suspended), oldest first, and the decision: lift, or suspend with a reason
 * the provider reads. Every decision is in the audit log.
 */

const NOT_FOUND = 'Provider not found';

/** `GET /api/admin/standing`: paused and suspended providers, the longest waiting first. */
export async function standingQueue(db: Db): Promise<StandingCase[]> {
  const rows = await db
    .select({ provider: providers, email: users.email })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(inArray(providers.standing, ['paused', 'suspended']), isNull(providers.deletedAt)))
    .orderBy(asc(providers.standingAt), asc(providers.id))
    .limit(200);
  return Promise.all(
    rows.map(async ({ provider, email }) => {
      const jobs = (await endedJobsOf(db, provider.id)).slice(0, RELIABILITY_RULE.window);
      const count = (...endings: string[]) =>
        jobs.filter((job) => endings.includes(job.ending)).length;
      return {
        providerId: provider.id,
        name: provider.name,
        email,
        standing: provider.standing,
        reason: provider.standingReason,
        since: provider.standingAt?.toISOString() ?? null,
        reliability: reliabilityView(provider),
        recent: {
          completed: count('completed'),
          providerCancelled: count('provider_cancelled'),
          providerNoShow: count('provider_no_show'),
          customerEnded: count('customer_cancelled', 'customer_no_show'),
        },
      };
    }),
  );
}

/** `POST /api/admin/providers/:id/standing`: lift a pause or suspension, or suspend. */
export async function decideStanding(
  db: Db,
  admin: Admin,
  providerId: string,
  body: StandingDecisionBody,
): Promise<OwnStanding> {
  const { action, reason } = standingDecisionSchema.parse(body);
  if (!isUuid(providerId)) throw new NotFoundError(NOT_FOUND);
  const change: StandingEvent = action === 'lift' ? 'admin_lifted' : 'admin_suspended';
  return transaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(providers)
      .where(and(eq(providers.id, providerId), isNull(providers.deletedAt)))
      .for('update');
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (!canStandingChange(change, row.standing)) {
      throw new ConflictError(
        action === 'lift'
          ? 'This provider is neither paused nor suspended: there is nothing to lift.'
          : 'This provider is already suspended.',
      );
    }
    const standing = STANDING_TRANSITIONS[change].to;
    const [saved] = await tx
      .update(providers)
      .set({
        standing,
        standingReason: action === 'suspend' ? reason : null,
        standingAt: sql`now()`,
      })
      .where(eq(providers.id, providerId))
      .returning();
    if (!saved) throw new NotFoundError(NOT_FOUND);
    await audit(tx, {
      actorId: admin.id,
      actorLabel: admin.label,
      action: action === 'lift' ? 'provider.standing_lifted' : 'provider.suspended',
      subjectType: 'provider',
      subjectId: providerId,
      detail: { from: row.standing, to: standing, reason },
    });
    await recordEvent(tx, {
      type: 'provider_standing_changed',
      subjects: { providerId },
      payload: { change, standing },
    });
    return ownStandingOf(saved);
  });
}
