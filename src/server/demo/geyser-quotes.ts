import { sql } from 'drizzle-orm';
import type { Tx } from '../db/executor';
import { messages, messageThreads, quoteRevisions, quotes } from '../db/schema';
import { revisionOf } from '../services/quotes';

const SEA_POINT = { latitude: -33.9153, longitude: 18.3925 };

/** Squared degrees apart: enough to tell the nearest of a few providers. */
function roughDistance(
  from: { latitude: number | null; longitude: number | null },
  to: { latitude: number; longitude: number },
): number {
  if (from.latitude === null || from.longitude === null) return Number.POSITIVE_INFINITY;
  return (from.latitude - to.latitude) ** 2 + (from.longitude - to.longitude) ** 2;
}

/**
 * The demo customer's geyser request gets two quotes from the plumbers nearest it (as matching
 * would send it to them), and the nearest one's questions before quoting, the last unread.
 */
export async function seedGeyserQuotes(
  tx: Tx,
  {
    plumbing,
    providers: inserted,
    customerId,
    tomorrow,
    seededAt,
  }: {
    plumbing: { id: string };
    providers: {
      id: string;
      userId: string;
      services: string[];
      latitude: number | null;
      longitude: number | null;
    }[];
    customerId: string;
    tomorrow: string;
    seededAt: Date;
  },
): Promise<void> {
  // Quotes from the two plumbers nearest the geyser, as matching would send it to them.
  const [firstPlumber, secondPlumber] = inserted
    .filter((p) => p.services.includes('plumbing'))
    .sort(
      (a, b) =>
        roughDistance(a, SEA_POINT) - roughDistance(b, SEA_POINT) || a.id.localeCompare(b.id),
    );
  if (firstPlumber && secondPlumber) {
    const sent = await tx
      .insert(quotes)
      .values([
        {
          quoteRequestId: plumbing.id,
          requestCreatedAt: sql`(select created_at from quote_requests where id = ${plumbing.id})`,
          providerId: firstPlumber.id,
          amount: 1850,
          message: 'Can replace the pressure valve and check the drip tray tomorrow afternoon.',
          earliestStart: tomorrow,
          visitDate: tomorrow,
          visitStart: 14 * 60,
          visitMinutes: 120,
        },
        {
          quoteRequestId: plumbing.id,
          requestCreatedAt: sql`(select created_at from quote_requests where id = ${plumbing.id})`,
          providerId: secondPlumber.id,
          amount: 2400,
          message: 'Includes a new drip tray and a CoC for the installation.',
          includesMaterials: true,
          // Up front for the geyser's parts: paid out once the money is held through Khaya.
          deposit: 800,
        },
      ])
      .returning();
    // Each is its own first revision, as the quote command stores it.
    await tx.insert(quoteRevisions).values(sent.map(revisionOf));
    // The nearest plumber asked before quoting; its last message waits unread for the customer.
    const [thread] = await tx
      .insert(messageThreads)
      .values({ quoteRequestId: plumbing.id, providerId: firstPlumber.id })
      .returning({ id: messageThreads.id });
    if (thread) {
      const said = await tx
        .insert(messages)
        .values(
          (
            [
              ['provider', 'Is the geyser in the roof or in a cupboard? And how old is it?'],
              ['customer', 'In the roof, above the bathroom. About eight years old.'],
              ['provider', 'Thanks. I have sent a quote; I can be there tomorrow afternoon.'],
            ] as const
          ).map(([senderRole, text], n) => ({
            threadId: thread.id,
            senderRole,
            senderId: senderRole === 'customer' ? customerId : firstPlumber.userId,
            text,
            createdAt: new Date(seededAt.getTime() - (30 - n * 10) * 60_000),
          })),
        )
        .returning({ seq: messages.seq, senderRole: messages.senderRole });
      const read = said.filter((row) => row.senderRole === 'customer').at(-1)?.seq ?? 0;
      await tx
        .update(messageThreads)
        .set({
          customerReadSeq: read,
          providerReadSeq: said.at(-1)?.seq ?? 0,
          lastMessageAt: seededAt,
        })
        .where(sql`${messageThreads.id} = ${thread.id}`);
    }
  }
}
