import { inArray, sql } from 'drizzle-orm';
import { TOPIC_OF_KIND, type DeliveryChannel } from '../../../../domain/schemas/notifications';
import type { Db } from '../../../db/client';
import { transaction } from '../../../db/transaction';
import { deliveries, mailbox, type DeliveryRow } from '../../../db/schema';
import { channelsFor } from '../preferences';
import { DeliveryError, type Transport } from './channels';
import { composeMessage } from './compose';
import { noticesOf, recipientOf } from './queries';
import { MAX_ATTEMPTS, outsideQuietHours, retryAt } from './schedule';
import { PeriodicTask, type Logger } from '../../../lib/periodic';

export interface DeliveryWorkerOptions {
  db: Db;
  log: Pick<Logger, 'error' | 'warn' | 'info'>;
  transports: Record<DeliveryChannel, Transport>;
  /** The site's origin, for the links in messages. */
  siteUrl: string;
  /** The time (tests move it). */
  clock?: () => Date;
  /** How often it looks for deliveries that came due (retries, grouped leads, quiet hours). */
  pollMs?: number;
  /** A claim older than this belongs to a worker that died: its deliveries are taken again. */
  leaseMs?: number;
  /** Messages in flight at once. */
  concurrency?: number;
  batch?: number;
  /** Told the ids of deliveries once the commit marking them sent is made (metrics, tests). */
  onSent?: (ids: number[]) => void;
}

/**
 * Sends the queued deliveries (`deliveries` rows) over their channels. It claims due rows with a
 * lease (`for update skip locked`: several workers share the queue), sends, and marks each sent,
 * retried with back-off or failed for good. A worker killed mid-send leaves its rows `sending`;
 * when the lease runs out another takes them again. The embedded mailbox is written in the same
 * transaction that marks the delivery sent, so there each is caught exactly once; a remote
 * channel can only be told twice if the process dies between its answer and that commit, and
 * then with the same Message-ID (email) or callback id (WhatsApp), by which receivers drop it.
 */
export class DeliveryWorker {
  private readonly clock: () => Date;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly batch: number;
  private running: Promise<void> | null = null;
  private again = false;
  /** The poll; a failed round is logged, and what was due is tried again next time. */
  private readonly poll: PeriodicTask;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.concurrency = options.concurrency ?? 4;
    this.batch = options.batch ?? 20;
    this.poll = new PeriodicTask('delivery round', () => this.drain(), options.log, this.pollMs);
  }

  start(): void {
    void this.poll.start({ now: true });
  }

  async stop(): Promise<void> {
    this.poll.stop();
    await this.running?.catch(() => undefined);
    for (const transport of Object.values(this.options.transports)) {
      if (transport.kind === 'remote') transport.close?.();
    }
  }

  /** Looks for due deliveries now (after new ones were queued). */
  wake(): void {
    void this.poll.run();
  }

  /** Sends everything due now; resolves when nothing due is left (tests and the bench). */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = (async () => {
      try {
        do {
          this.again = false;
          while ((await this.round()) > 0);
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    this.running = run;
    return run;
  }

  /** One batch: claimed, grouped, sent. Returns how many it claimed. */
  private async round(): Promise<number> {
    const now = this.clock();
    const claimed = await this.claim(now);
    if (claimed.length === 0) return 0;
    const groups = await this.group(claimed, now);
    const queue = [...groups];
    const workers = Array.from({ length: Math.min(this.concurrency, queue.length) }, async () => {
      for (let group = queue.shift(); group; group = queue.shift()) {
        await this.deliver(group).catch((error: unknown) =>
          this.options.log.error(
            { err: error, delivery: group[0]?.id, requestId: group[0]?.requestId ?? null },
            'delivery failed',
          ),
        );
      }
    });
    await Promise.all(workers);
    return claimed.length;
  }

  private async claim(now: Date): Promise<DeliveryRow[]> {
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    return this.options.db
      .update(deliveries)
      .set({ status: 'sending', leaseUntil, attempts: sql`${deliveries.attempts} + 1` })
      .where(
        sql`${deliveries.id} in (
          select id from ${deliveries}
           where status in ('pending', 'sending') and not_before <= ${now}
             and (status = 'pending' or lease_until < ${now})
           order by not_before, id
           limit ${this.batch}
           for update skip locked)`,
      )
      .returning();
  }

  /**
   * One message per delivery, except leads: a provider's due leads on one channel go as one
   * message (with any more of them due, which it claims too).
   */
  private async group(claimed: DeliveryRow[], now: Date): Promise<DeliveryRow[][]> {
    const groups = new Map<string, DeliveryRow[]>();
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      const key = row.kind === 'new_lead' ? `${row.userId}:${row.channel}` : `#${row.id}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const [key, rows] of groups) {
      const first = rows[0];
      if (key.startsWith('#') || !first) continue;
      const more = await this.options.db
        .update(deliveries)
        .set({
          status: 'sending',
          leaseUntil: new Date(now.getTime() + this.leaseMs),
          attempts: sql`${deliveries.attempts} + 1`,
        })
        .where(
          sql`${deliveries.id} in (
            select id from ${deliveries}
             where user_id = ${first.userId} and channel = ${first.channel} and kind = 'new_lead'
               and status = 'pending' and not_before <= ${now}
             for update skip locked)`,
        )
        .returning();
      rows.push(...more);
    }
    return [...groups.values()];
  }

  private async deliver(rows: DeliveryRow[]): Promise<void> {
    const now = this.clock();
    const [first] = rows;
    if (!first) return;
    const ids = rows.map((row) => row.id);
    const recipient = await recipientOf(this.options.db, first.userId);
    const wanted = (await channelsFor(this.options.db, [first.userId], TOPIC_OF_KIND[first.kind]))
      .get(first.userId)
      ?.some((entry) => entry.channel === first.channel);
    if (!recipient || !wanted) {
      await this.finish(ids, {
        status: 'cancelled',
        lastError: 'Turned off (or the email not confirmed) before it went',
      });
      return;
    }
    if (first.channel === 'whatsapp') {
      const allowed = outsideQuietHours(now);
      if (allowed > now) {
        await this.finish(ids, {
          status: 'pending',
          notBefore: allowed,
          attempts: sql`greatest(${deliveries.attempts} - 1, 0)`,
        });
        return;
      }
    }
    const notices = await noticesOf(this.options.db, rows, recipient.language);
    if (notices.length === 0) {
      await this.finish(ids, { status: 'cancelled', lastError: 'The notification is gone' });
      return;
    }
    const transport = this.options.transports[first.channel];
    try {
      const message = await composeMessage(
        this.options.db,
        this.options.siteUrl,
        first.channel,
        recipient,
        notices,
        first,
      );
      if (transport.kind === 'mailbox') {
        await transaction(this.options.db, async (tx) => {
          await tx.insert(mailbox).values({
            deliveryId: first.id,
            channel: message.channel,
            toAddress: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            headers: message.headers,
            attachments: message.attachments ?? [],
            sentAt: now,
          });
          await this.finishIn(tx, first.id, ids, now, `mailbox-${first.id}`);
        });
        this.sent(first, ids);
      } else {
        const sent = await transport.send(message, first.id);
        await this.finishIn(this.options.db, first.id, ids, now, sent.externalId);
        this.sent(first, ids);
      }
    } catch (error) {
      const permanent = error instanceof DeliveryError ? error.permanent : false;
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = Math.max(...rows.map((row) => row.attempts));
      if (permanent || attempts >= MAX_ATTEMPTS) {
        this.options.log.warn(
          { deliveries: ids, channel: first.channel, requestId: first.requestId, reason },
          'delivery failed for good',
        );
        await this.finish(ids, { status: 'failed', lastError: reason.slice(0, 500) });
      } else {
        await this.finish(ids, {
          status: 'pending',
          lastError: reason.slice(0, 500),
          notBefore: retryAt(this.clock(), attempts),
        });
      }
    }
  }

  private async finishIn(
    db: Pick<Db, 'update'>,
    carrier: number,
    ids: number[],
    now: Date,
    externalId: string,
  ): Promise<void> {
    await db
      .update(deliveries)
      .set({
        status: 'sent',
        sentAt: now,
        externalId,
        leaseUntil: null,
        carriedBy: sql`case when ${deliveries.id} = ${carrier} then null else ${carrier}::bigint end`,
      })
      .where(inArray(deliveries.id, ids));
  }

  /** A message went: logged with the request that led to it (never its address or words). */
  private sent(first: DeliveryRow, ids: number[]): void {
    this.options.log.info(
      { deliveries: ids, channel: first.channel, kind: first.kind, requestId: first.requestId },
      'delivery sent',
    );
    this.options.onSent?.(ids);
  }

  private async finish(ids: number[], set: Partial<Record<keyof DeliveryRow, unknown>>) {
    await this.options.db
      .update(deliveries)
      .set({ leaseUntil: null, ...set } as never)
      .where(inArray(deliveries.id, ids));
  }
}
