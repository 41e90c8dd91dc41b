/**
 * When a delivery may go: retries back off, WhatsApp keeps quiet at night, and a provider gets at
 * most one lead message per quarter hour on each channel (later leads wait and go together).
 */

/** Tries before a delivery counts as failed for good. */
export const MAX_ATTEMPTS = 6;

const BACKOFF_SECONDS = [30, 120, 600, 1800, 7200];

/** When to try again after `attempts` failed tries (30 s, 2 min, 10 min, 30 min, 2 h), jittered. */
export function retryAt(now: Date, attempts: number, random = Math.random): Date {
  const base = BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length) - 1] ?? 30;
  const jitter = 1 + (random() - 0.5) / 5;
  return new Date(now.getTime() + base * 1000 * jitter);
}

/** South Africa keeps one offset all year (SAST, UTC+2). */
const SAST_OFFSET_HOURS = 2;
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 7;

/** The first moment at or after `at` outside 21:00-07:00 South African time. */
export function outsideQuietHours(at: Date): Date {
  const local = new Date(at.getTime() + SAST_OFFSET_HOURS * 3600_000);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const morning = new Date(local);
  morning.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
  if (hour >= QUIET_FROM_HOUR) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - SAST_OFFSET_HOURS * 3600_000);
}

/** At most one lead message per provider and channel in this long. */
export const LEAD_GROUP_MS = 15 * 60_000;

/**
 * When a new lead's message may go: with the provider's lead message still waiting on this
 * channel, if there is one (it carries them all); else now, or a quarter hour after the last one
 * went.
 */
export function leadDueAt(
  now: Date,
  last: { waitingUntil: Date | null; sentAt: Date | null },
): Date {
  if (last.waitingUntil) return last.waitingUntil;
  if (!last.sentAt) return now;
  const next = last.sentAt.getTime() + LEAD_GROUP_MS;
  return next > now.getTime() ? new Date(next) : now;
}
