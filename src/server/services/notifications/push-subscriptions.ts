import { and, eq, sql } from 'drizzle-orm';
import { isIP } from 'node:net';
import type { PushSubscriptionBody } from '../../../domain/schemas/push';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../errors';
import { preferencesOf, userIdOf } from './preferences';

/**
 * Turning push notifications on and off in one browser (issue 52). The browser's subscription
 * is kept for the caller; an endpoint already kept for another account (a shared phone) moves to
 * the caller, who is the one signed in on it now.
 */

export interface PushRules {
  /** Outside production a test's fake push service on this machine (http://127.0.0.1) is taken. */
  thisMachine: boolean;
}

const NOT_A_PUSH_SERVICE =
  "This browser's notification address is not a push service Khaya sends to. Try another browser.";

/** Khaya posts to the endpoint: only to a push service on the internet, never inside its network. */
function checkEndpoint(endpoint: string, rules: PushRules) {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (rules.thisMachine) return;
  if (url.protocol !== 'https:' || host === 'localhost' || isIP(host) !== 0)
    throw new BadRequestError(NOT_A_PUSH_SERVICE);
}

/** A short name for the browser, from its User-Agent, for Settings' list. */
export function browserLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /SamsungBrowser/.test(ua)
    ? 'Samsung Internet'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /OPR\/|Opera/.test(ua)
          ? 'Opera'
          : /Chrome\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'A browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iPhone'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'Mac'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}

export async function subscribeToPush(
  db: Db,
  caller: Caller,
  body: PushSubscriptionBody,
  userAgent: string | undefined,
  rules: PushRules,
) {
  checkEndpoint(body.endpoint, rules);
  const userId = await userIdOf(db, caller);
  const row = {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    label: browserLabel(userAgent),
  };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...row, createdAt: sql`now()`, lastSentAt: null },
    });
  return preferencesOf(db, userId);
}

/** This browser stops: its subscription is the caller's to drop (404 when it is not theirs). */
export async function unsubscribeFromPush(db: Db, caller: Caller, endpoint: string) {
  const userId = await userIdOf(db, caller);
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0)
    throw new NotFoundError('This browser does not take notifications for your account');
  return preferencesOf(db, userId);
}
