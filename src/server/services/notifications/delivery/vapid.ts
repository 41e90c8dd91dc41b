import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appSecrets } from '../../../db/schema';

/**
 * The VAPID keys (RFC 8292) that sign every push message (issue 52): the pair set by
 * `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY`, or else one made on first start and kept in the
 * database (`app_secrets`), so every instance and every restart signs with the same key and the
 * browsers' subscriptions, which are bound to it, keep working.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs this server, for push services to reach (`mailto:` or an https URL). */
  subject: string;
}

export interface VapidSource {
  /** Set by the environment; otherwise made once and kept. */
  keys?: { publicKey: string; privateKey: string } | undefined;
  subject: string;
}

const kept = new WeakMap<object, Promise<VapidKeys>>();

export function vapidKeys(db: Db, source: VapidSource): Promise<VapidKeys> {
  if (source.keys) return Promise.resolve({ ...source.keys, subject: source.subject });
  let keys = kept.get(db);
  if (!keys) {
    keys = (async () => {
      // Two instances starting at once: the first insert wins and both read it back.
      await db
        .insert(appSecrets)
        .values({ name: 'vapid', value: JSON.stringify(webpush.generateVAPIDKeys()) })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, 'vapid'));
      if (!row) throw new Error('The VAPID keys could not be stored');
      const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
      return { ...stored, subject: source.subject };
    })();
    keys.catch(() => kept.delete(db));
    kept.set(db, keys);
  }
  return keys;
}

/** The subject push services are told: the site's sender address. */
export function vapidSubjectOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
