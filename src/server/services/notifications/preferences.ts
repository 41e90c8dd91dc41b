import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_TOPICS,
  WHATSAPP_CONSENT_WORDING,
  type DeliveryChannel,
  type NotificationPreferences,
  type NotificationTopic,
  type PreferencesPatch,
} from '../../../domain/schemas/notifications';
import { BASE_LOCALE, isLocale } from '../../../domain/locales';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import {
  consents,
  deliveries,
  notificationSettings,
  pushSubscriptions,
  whatsappConfirmations,
  type ChannelChoices,
} from '../../db/schema';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { NotFoundError } from '../../errors';
import { findUserByUid } from '../users';

/**
 * What each person chose to hear outside the app: email per topic (on unless turned off), WhatsApp
 * per topic once they opted in with their number (POPIA: the words they agreed to and when are
 * kept), and the signed one-click unsubscribe links of emails.
 */

export const WHATSAPP_PURPOSE = 'whatsapp_notifications';

function choices(stored: ChannelChoices | undefined): Record<NotificationTopic, boolean> {
  return Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [topic, stored?.[topic] ?? true]),
  ) as Record<NotificationTopic, boolean>;
}

/** The caller's user id (the users feature's prepared lookup); 404 without an account. */
export async function userIdOf(db: Db, caller: Caller): Promise<string> {
  const user = await findUserByUid(db, caller.uid);
  if (!user) throw new NotFoundError('Account not found');
  return user.id;
}

export async function preferencesOf(
  db: Executor,
  userId: string,
): Promise<NotificationPreferences> {
  const [settings] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  const [consent] = await db
    .select({ detail: consents.detail, givenAt: consents.givenAt })
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        eq(consents.purpose, WHATSAPP_PURPOSE),
        isNull(consents.withdrawnAt),
      ),
    )
    .limit(1);
  // A permanent failure the person should know of (a mistyped address, a number not on WhatsApp).
  const problems = await db
    .selectDistinctOn([deliveries.channel], {
      channel: deliveries.channel,
      reason: deliveries.lastError,
      at: deliveries.createdAt,
    })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.userId, userId),
        eq(deliveries.status, 'failed'),
        sql`${deliveries.createdAt} > now() - interval '30 days'`,
      ),
    )
    .orderBy(deliveries.channel, desc(deliveries.createdAt));
  const [person] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [pending] = await db
    .select({ number: whatsappConfirmations.number, expiresAt: whatsappConfirmations.expiresAt })
    .from(whatsappConfirmations)
    .where(eq(whatsappConfirmations.userId, userId));
  const [devices] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return {
    emailAddress: person?.email ?? '',
    emailConfirmed: Boolean(person?.verifiedAt),
    email: choices(settings?.email),
    whatsapp: choices(settings?.whatsapp),
    push: choices(settings?.push),
    pushDevices: devices?.count ?? 0,
    whatsappNumber: consent?.detail ?? null,
    whatsappOptedInAt: consent?.givenAt.toISOString() ?? null,
    whatsappPending: pending
      ? { number: pending.number, expiresAt: pending.expiresAt.toISOString() }
      : null,
    problems: problems.map((problem) => ({
      channel: problem.channel,
      reason: problem.reason ?? 'No reason given',
      at: problem.at.toISOString(),
    })),
    language: isLocale(person?.language) ? person.language : BASE_LOCALE,
  };
}

export async function getPreferences(db: Db, caller: Caller) {
  return preferencesOf(db, await userIdOf(db, caller));
}

/** Merges channel choices into the person's stored ones (a topic left out stays as it was). */
export async function saveChoices(
  db: Executor,
  userId: string,
  patch: {
    email?: ChannelChoices | undefined;
    whatsapp?: ChannelChoices | undefined;
    push?: ChannelChoices | undefined;
  },
) {
  // In ON CONFLICT's SET, the table's name is the row as stored; the patch is merged into it.
  const merge = (column: 'email' | 'whatsapp' | 'push', value: ChannelChoices | undefined) =>
    value
      ? sql`${sql.raw(`notification_settings.${column}`)} || ${JSON.stringify(value)}::jsonb`
      : sql.raw(`notification_settings.${column}`);
  await db
    .insert(notificationSettings)
    .values({
      userId,
      email: patch.email ?? {},
      whatsapp: patch.whatsapp ?? {},
      push: patch.push ?? {},
    })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        email: merge('email', patch.email),
        whatsapp: merge('whatsapp', patch.whatsapp),
        push: merge('push', patch.push),
        updatedAt: sql`now()`,
      },
    });
}

export async function updatePreferences(db: Db, caller: Caller, patch: PreferencesPatch) {
  const userId = await userIdOf(db, caller);
  return transaction(db, async (tx) => {
    // A language alone leaves the channel choices' row as it is.
    if (patch.email || patch.whatsapp || patch.push) await saveChoices(tx, userId, patch);
    if (patch.language)
      await tx.update(users).set({ language: patch.language }).where(eq(users.id, userId));
    return preferencesOf(tx, userId);
  });
}

/**
 * Opting in to WhatsApp, once the number is confirmed (whatsapp-confirmation.ts): the number and
 * the words agreed to, kept with the time; a consent to another number before it is closed.
 */
export async function recordWhatsappConsent(tx: Executor, userId: string, phone: string) {
  await tx
    .update(consents)
    .set({ withdrawnAt: sql`now()`, withdrawnVia: 'replaced' })
    .where(
      and(
        eq(consents.userId, userId),
        eq(consents.purpose, WHATSAPP_PURPOSE),
        isNull(consents.withdrawnAt),
      ),
    );
  await tx.insert(consents).values({
    userId,
    purpose: WHATSAPP_PURPOSE,
    wording: WHATSAPP_CONSENT_WORDING,
    detail: phone,
  });
}

/** Withdraws WhatsApp consent: by the person on the settings page, or by a STOP reply. */
export async function optOutOfWhatsapp(
  db: Executor,
  where: { userId: string } | { number: string },
  via: 'settings' | 'whatsapp_stop',
): Promise<number> {
  const rows = await db
    .update(consents)
    .set({ withdrawnAt: sql`now()`, withdrawnVia: via })
    .where(
      and(
        eq(consents.purpose, WHATSAPP_PURPOSE),
        isNull(consents.withdrawnAt),
        'userId' in where ? eq(consents.userId, where.userId) : eq(consents.detail, where.number),
      ),
    )
    .returning({ userId: consents.userId });
  return rows.length;
}

export async function optOutByCaller(db: Db, caller: Caller) {
  const userId = await userIdOf(db, caller);
  return transaction(db, async (tx) => {
    await optOutOfWhatsapp(tx, { userId }, 'settings');
    return preferencesOf(tx, userId);
  });
}

/** Each person's channels for a topic (who gets email, who WhatsApp, who push). */
export async function channelsFor(
  db: Executor,
  userIds: string[],
  /** 'always': email to a proved address whatever was chosen, and nothing on WhatsApp. */
  topic: NotificationTopic | 'always',
): Promise<Map<string, { channel: DeliveryChannel }[]>> {
  const result = new Map<string, { channel: DeliveryChannel }[]>();
  if (userIds.length === 0) return result;
  const always = topic === 'always';
  const rows = await db
    .select({
      userId: users.id,
      // Nothing goes to an address its owner has not proved (the sign-up's verification link).
      email: sql<boolean>`coalesce((${notificationSettings.email} ->> ${topic})::boolean, true)
        and ${users.emailVerifiedAt} is not null`,
      whatsapp: sql<boolean>`coalesce((${notificationSettings.whatsapp} ->> ${topic})::boolean, true)
        and ${consents.id} is not null`,
      provedEmail: sql<boolean>`${users.emailVerifiedAt} is not null`,
      // Push: to the browsers the person turned it on in, while they have one.
      push: sql<boolean>`coalesce((${notificationSettings.push} ->> ${topic})::boolean, true)
        and exists (select 1 from ${pushSubscriptions}
                     where ${pushSubscriptions.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .leftJoin(
      consents,
      and(
        eq(consents.userId, users.id),
        eq(consents.purpose, WHATSAPP_PURPOSE),
        isNull(consents.withdrawnAt),
      ),
    )
    .where(inArray(users.id, userIds));
  for (const row of rows) {
    const channels: { channel: DeliveryChannel }[] = [];
    if (always ? row.provedEmail : row.email) channels.push({ channel: 'email' });
    if (row.whatsapp && !always) channels.push({ channel: 'whatsapp' });
    if (row.push && !always) channels.push({ channel: 'push' });
    result.set(row.userId, channels);
  }
  return result;
}
