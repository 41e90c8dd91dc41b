import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalisePhone } from '../../../domain/phone';
import { MESSAGE_ERASED_BY_AUTHOR } from '../../../domain/schemas/messages';
import { canTransition } from '../../../domain/quote-status';
import {
  CONFIRM_EMAIL_MESSAGE,
  FORMER_CUSTOMER,
  FORMER_PROVIDER,
} from '../../../domain/schemas/users';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import {
  consents,
  mailbox,
  notificationSettings,
  pushSubscriptions,
  whatsappConfirmations,
} from '../../db/schema';
import type { Tx } from '../../db/executor';
import { liveEvents, liveStreams, messageReports, messages } from '../../db/schema';
import { reviewReports, workPhotoReports } from '../../db/schema';
import { idempotencyKeys, notifications, providers, users, type UserRow } from '../../db/schema';
import { quoteRequests, quotes } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { eraseMessageCopies, eraseMessagePhotos } from '../messages';
import { recordEvent } from '../../events/record';
import {
  admins,
  auditLog,
  calendarFeeds,
  payoutAccounts,
  priceLists,
  providerDaysOff,
  providerDocuments,
} from '../../db/schema';
import { hideContactDetailsInKeptText } from './kept-text';
import { scrubOthersCopies } from './others-copies';
import { requireRecentSignIn } from '../users';
import { BadRequestError, NotFoundError } from '../../errors';
import { closeRequest, eraseRequestPhotos } from '../quote-requests';
import { eraseContactMessagesOf } from '../contact';
import { withdrawOpenQuote } from '../quotes';
import { eraseWorkPhotos, photoKeyOf } from '../providers';

/**
 * Whether the text typed to confirm a deletion names this account: its email, or for an account
 * that signs in with its phone number and has no email, that number (in any form).
 */
function confirmsAccount(typed: string, user: Pick<UserRow, 'email' | 'phone'>): boolean {
  if (user.email) return typed.trim().toLowerCase() === user.email.toLowerCase();
  return user.phone !== null && normalisePhone(typed) === user.phone;
}

const NO_ID = '00000000-0000-0000-0000-000000000000';

/** What is left to do once the database has forgotten the person: files to delete. */
export interface Erased {
  userId: string;
  fileKeys: string[];
}

/**
 * Deletes the caller's account (`DELETE /api/users/me`) in one transaction: their open requests
 * are closed and open quotes withdrawn (the other side is told, as when they do it themselves),
 * then everything personal is erased or anonymised as `PERSONAL_DATA` says. The user row is
 * locked first, so a second deletion waits and then finds nothing, and a provider's quote on
 * one of their requests either lands before (and is declined) or finds the request closed.
 */
export async function eraseAccount(
  db: Db,
  caller: Caller,
  confirmEmail: string,
  now: Date,
): Promise<Erased> {
  return transaction(db, async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.firebaseUid, caller.uid))
      .for('update')
      .limit(1);
    if (!user) throw new NotFoundError('User not found');
    if (!confirmsAccount(confirmEmail, user)) {
      throw new BadRequestError("That is not this account's email address.", {
        confirmEmail: CONFIRM_EMAIL_MESSAGE,
      });
    }
    requireRecentSignIn(caller, now);
    const [provider] = await tx.select().from(providers).where(eq(providers.userId, user.id));
    await closeOpenWork(tx, user, provider?.id);
    // The requests they posted or quoted on: what others were told about.
    const requestIds = (
      await tx
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(eq(quoteRequests.customerId, user.id))
        .union(
          tx
            .select({ id: quotes.quoteRequestId })
            .from(quotes)
            .where(eq(quotes.providerId, provider?.id ?? NO_ID)),
        )
    ).map((row) => row.id);
    const numbers = await tx
      .select({ detail: consents.detail })
      .from(consents)
      .where(eq(consents.userId, user.id));
    await scrubOthersCopies(
      tx,
      user,
      provider,
      requestIds,
      numbers.map((row) => row.detail),
    );
    await hideContactDetailsInKeptText(tx, user.id, provider?.id);
    const fileKeys = [
      ...(await eraseProvider(tx, provider)),
      ...(await eraseRequestPhotos(tx, user.id)),
    ];
    fileKeys.push(...(await eraseOwnRecords(tx, user, caller.uid)));
    await tx
      .update(quoteRequests)
      .set({ location: quoteRequests.area, latitude: null, longitude: null })
      .where(eq(quoteRequests.customerId, user.id));
    await tx
      .update(users)
      .set({
        firebaseUid: `deleted:${user.id}`,
        name: user.isProvider === 1 ? FORMER_PROVIDER : FORMER_CUSTOMER,
        email: `${user.id}@deleted.invalid`,
        phone: null,
        emailVerifiedAt: null,
        deletedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    return { userId: user.id, fileKeys };
  });
}

/** Open requests closed (their quotes declined), open quotes withdrawn: the others are told. */
async function closeOpenWork(tx: Tx, user: UserRow, providerId: string | undefined) {
  const open = await tx
    .select({ id: quoteRequests.id, status: quoteRequests.status })
    .from(quoteRequests)
    .where(eq(quoteRequests.customerId, user.id))
    .orderBy(quoteRequests.id)
    .for('update');
  for (const request of open) {
    if (canTransition('closed', request.status, 'customer'))
      await closeRequest(tx, request.id, user.id);
  }
  if (!providerId) return;
  const quotesOpen = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.providerId, providerId), eq(quotes.status, 'open')))
    .orderBy(quotes.id)
    .for('update');
  for (const quote of quotesOpen) await withdrawOpenQuote(tx, quote);
}

/** The provider profile leaves every list and loses what identifies the person; documents go. */
async function eraseProvider(
  tx: Tx,
  provider: { id: string; profilePhotoUrl: string | null } | undefined,
) {
  if (!provider) return [];
  await tx.delete(providerDaysOff).where(eq(providerDaysOff.providerId, provider.id));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.providerId, provider.id));
  await tx.delete(priceLists).where(eq(priceLists.providerId, provider.id));
  await tx.delete(payoutAccounts).where(eq(payoutAccounts.providerId, provider.id));
  await tx
    .update(providers)
    .set({ instantCleans: false, protectedOnly: false })
    .where(eq(providers.id, provider.id));
  const documents = await tx
    .delete(providerDocuments)
    .where(eq(providerDocuments.providerId, provider.id))
    .returning({ fileKey: providerDocuments.fileKey });
  await tx
    .update(providers)
    .set({
      name: FORMER_PROVIDER,
      bio: null,
      location: '',
      latitude: null,
      longitude: null,
      isVerified: 0,
      profilePhotoUrl: null,
      identificationDocUrl: null,
      companyRegDocUrl: null,
      wiremanLicenseUrl: null,
      plumberComplianceUrl: null,
      agentIdDocsUrls: null,
      adminNotes: null,
      pirbExpiresOn: null,
      companyRegNumber: null,
      deletedAt: sql`now()`,
    })
    .where(eq(providers.id, provider.id));
  await recordEvent(tx, {
    type: 'provider_profile_changed',
    subjects: { providerId: provider.id },
    payload: { change: 'deleted' },
  });
  const keys = documents.flatMap((document) => (document.fileKey ? [document.fileKey] : []));
  keys.push(...(await eraseWorkPhotos(tx, provider.id)));
  const photo = photoKeyOf(provider.profilePhotoUrl);
  return photo ? [...keys, photo] : keys;
}

/**
 * Rows that are only the person's: deleted; their messages' words erased. Returns the keys of
 * their messages' photos, to delete once committed.
 */
async function eraseOwnRecords(tx: Tx, user: UserRow, uid: string): Promise<string[]> {
  const written = await tx
    .update(messages)
    .set({ text: MESSAGE_ERASED_BY_AUTHOR, erasedAt: sql`now()` })
    .where(eq(messages.senderId, user.id))
    .returning({ id: messages.id });
  const photoKeys = await eraseMessagePhotos(
    tx,
    written.map((message) => message.id),
  );
  await eraseMessageCopies(
    tx,
    written.map((message) => message.id),
    MESSAGE_ERASED_BY_AUTHOR,
  );
  // Their notifications' deliveries and caught mail go with them (cascades); so does any other
  // mail caught for their addresses.
  await tx.delete(notifications).where(eq(notifications.userId, user.id));
  const numbers = await tx
    .delete(consents)
    .where(eq(consents.userId, user.id))
    .returning({ detail: consents.detail });
  const unconfirmed = await tx
    .delete(whatsappConfirmations)
    .where(eq(whatsappConfirmations.userId, user.id))
    .returning({ detail: whatsappConfirmations.number });
  const addresses = [
    user.email,
    user.phone,
    ...[...numbers, ...unconfirmed].map((row) => row.detail),
  ];
  await tx.delete(mailbox).where(
    inArray(
      mailbox.toAddress,
      addresses.filter((address): address is string => Boolean(address)),
    ),
  );
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, user.id));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  await tx.delete(liveEvents).where(eq(liveEvents.userId, user.id));
  await tx.delete(liveStreams).where(eq(liveStreams.userId, user.id));
  await tx.delete(messageReports).where(eq(messageReports.reporterId, user.id));
  await tx.delete(reviewReports).where(eq(reviewReports.reporterId, user.id));
  await tx.delete(workPhotoReports).where(eq(workPhotoReports.reporterId, user.id));
  await eraseContactMessagesOf(tx, user.id, user.email ?? undefined);
  await tx.delete(admins).where(eq(admins.userId, user.id));
  await tx
    .update(auditLog)
    .set({ actorLabel: 'Former admin' })
    .where(eq(auditLog.actorId, user.id));
  await tx.delete(idempotencyKeys).where(sql`starts_with(${idempotencyKeys.key}, ${`${uid}:`})`);
  return photoKeys;
}
