import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { BASE_LOCALE, isLocale, type Locale } from '../../../domain/locales';
import { WHATSAPP_CODE, type NotificationPreferences } from '../../../domain/schemas/notifications';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { mailbox, users, whatsappConfirmations } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError, HttpError } from '../../errors';
import { DeliveryError, type Outgoing, type Transport } from './delivery/channels';
import { renderTemplate, whatsappLanguageOf } from './delivery/whatsapp-templates';
import { preferencesOf, recordWhatsappConsent, userIdOf } from './preferences';

/**
 * Proving a WhatsApp number before any message goes to it: turning WhatsApp on sends a six-digit
 * code to the number (an authentication template, at once, whatever the hour: the person just
 * asked), and consent counts only once the code comes back (`POST .../whatsapp/confirm`). The
 * code is kept as a hash, holds WHATSAPP_CODE.minutes, allows WHATSAPP_CODE.tries wrong tries,
 * and a new one can be asked for after WHATSAPP_CODE.resendSeconds.
 */
const hashOf = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** The code in the person's language where WhatsApp has the template in it (English if not). */
function codeMessage(number: string, code: string, locale: Locale): Outgoing {
  const template = {
    name: 'confirm_number',
    parameters: [code],
    language: whatsappLanguageOf(locale).code,
  };
  return {
    channel: 'whatsapp',
    to: number,
    subject: `WhatsApp template ${template.name}`,
    text: renderTemplate(template.name, template.parameters, template.language),
    headers: {},
    template,
  };
}

export async function sendWhatsappCode(
  db: Db,
  transport: Transport,
  caller: Caller,
  number: string,
  now: Date,
): Promise<NotificationPreferences> {
  const userId = await userIdOf(db, caller);
  const [waiting] = await db
    .select({ sentAt: whatsappConfirmations.sentAt })
    .from(whatsappConfirmations)
    .where(eq(whatsappConfirmations.userId, userId));
  if (waiting && now.getTime() - waiting.sentAt.getTime() < WHATSAPP_CODE.resendSeconds * 1000) {
    throw new ConflictError(WHATSAPP_CODE.wait, { phone: WHATSAPP_CODE.wait });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [person] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const locale = isLocale(person?.language) ? person.language : BASE_LOCALE;
  const message = codeMessage(number, code, locale);
  if (transport.kind === 'mailbox') {
    await db.insert(mailbox).values({ ...message, toAddress: message.to, sentAt: now });
  } else {
    try {
      await transport.send(message, 0);
    } catch (error) {
      if (error instanceof DeliveryError && error.permanent) {
        throw new BadRequestError(WHATSAPP_CODE.undeliverable, {
          phone: WHATSAPP_CODE.undeliverable,
        });
      }
      throw new HttpError(503, 'WhatsApp did not answer. Try again in a minute.', undefined, {
        'retry-after': '60',
      });
    }
  }
  const row = {
    number,
    codeHash: hashOf(userId, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + WHATSAPP_CODE.minutes * 60_000),
    attempts: 0,
  };
  await db
    .insert(whatsappConfirmations)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: whatsappConfirmations.userId, set: row });
  return preferencesOf(db, userId);
}

export async function confirmWhatsappCode(
  db: Db,
  caller: Caller,
  code: string,
  now: Date,
): Promise<NotificationPreferences> {
  const userId = await userIdOf(db, caller);
  const refuse = (message: string) => new BadRequestError(message, { code: message });
  const outcome = await transaction(db, async (tx) => {
    const [waiting] = await tx
      .select()
      .from(whatsappConfirmations)
      .where(eq(whatsappConfirmations.userId, userId))
      .for('update');
    if (!waiting) throw new ConflictError(WHATSAPP_CODE.none);
    if (waiting.expiresAt.getTime() < now.getTime()) throw refuse(WHATSAPP_CODE.expired);
    if (waiting.attempts >= WHATSAPP_CODE.tries) throw refuse(WHATSAPP_CODE.tooManyTries);
    const given = Buffer.from(hashOf(userId, code), 'hex');
    if (!timingSafeEqual(given, Buffer.from(waiting.codeHash, 'hex'))) {
      // Counted, so the try is kept: the error is raised once this has committed.
      await tx
        .update(whatsappConfirmations)
        .set({ attempts: sql`${whatsappConfirmations.attempts} + 1` })
        .where(eq(whatsappConfirmations.userId, userId));
      return null;
    }
    await tx.delete(whatsappConfirmations).where(eq(whatsappConfirmations.userId, userId));
    await recordWhatsappConsent(tx, userId, waiting.number);
    return preferencesOf(tx, userId);
  });
  if (!outcome) throw refuse(WHATSAPP_CODE.wrong);
  return outcome;
}
