import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { PostingKind } from '../../src/domain/ledger';
import { queryRows } from '../../src/server/db/rows';
import { transaction } from '../../src/server/db/transaction';
import { balanceOf, post } from '../../src/server/services/credit';
import { provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

interface Move {
  who: number;
  kind: PostingKind;
  cents: number;
}

/** A posting to one of three providers: a fee, a top-up, a credit-back or an adjustment either way. */
const move = fc
  .record({
    who: fc.nat(2),
    kind: fc.constantFrom<PostingKind>('top_up', 'fee', 'credit_back', 'adjustment'),
    cents: fc.integer({ min: 1, max: 500_000 }),
    away: fc.boolean(),
  })
  .map(({ who, kind, cents, away }): Move => ({
    who,
    kind,
    cents: kind === 'adjustment' && away ? -cents : cents,
  }));

describeEachDatabase("Khaya credit's books under random postings", (get) => {
  it('balance every posting, and each statement adds up to its balance, page after page', async () => {
    const { app, database } = get();
    const actors: Actor[] = [];
    for (const name of ['Books One Plumbing', 'Books Two Plumbing', 'Books Three Plumbing']) {
      actors.push(await provider(app, ['plumbing'], {}, name));
    }
    const ids = actors.map((actor) => actor.providerId ?? '');
    const expected = [0, 0, 0];
    const counts = [0, 0, 0];

    await fc.assert(
      fc.asyncProperty(
        // Batches of postings, each batch written at once (transactions side by side).
        fc.array(fc.array(move, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        async (batches) => {
          for (const batch of batches) {
            await Promise.all(
              batch.map(({ who, kind, cents }) =>
                transaction(database.db, (tx) =>
                  post(tx, { kind, providerId: ids[who] ?? '', cents, reason: `A random ${kind}` }),
                ),
              ),
            );
            for (const { who, kind, cents } of batch) {
              expected[who] = (expected[who] ?? 0) + (kind === 'fee' ? -cents : cents);
              counts[who] = (counts[who] ?? 0) + 1;
            }
          }
          for (const [who, providerId] of ids.entries()) {
            expect(await balanceOf(database.db, providerId)).toBe(expected[who]);
          }
        },
      ),
      { numRuns: Number(process.env['BOOKS_RUNS'] ?? 25) },
    );

    const unbalanced = await queryRows<{ posting_id: number }>(
      database.db,
      sql`select posting_id from ledger_lines group by posting_id having sum(cents) <> 0 or count(*) < 2`,
    );
    expect(unbalanced).toEqual([]);
    // Each provider's statement, read page by page as the business page does: every posting
    // once, newest first, adding up to the balance the credit card shows.
    for (const [who, actor] of actors.entries()) {
      const seen: { id: number; cents: number }[] = [];
      let cursor = '';
      do {
        const page = await app.inject({
          url: `/api/providers/me/credit/statement${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
          headers: actor.headers,
        });
        expect(page.statusCode, page.body).toBe(200);
        const body = page.json<{
          items: { id: number; cents: number }[];
          nextCursor: string | null;
        }>();
        seen.push(...body.items);
        cursor = body.nextCursor ?? '';
      } while (cursor);
      expect(seen).toHaveLength(counts[who] ?? 0);
      expect(new Set(seen.map((entry) => entry.id)).size).toBe(seen.length);
      expect(seen.map((entry) => entry.id)).toEqual(
        [...seen.map((entry) => entry.id)].sort((a, b) => b - a),
      );
      expect(seen.reduce((sum, entry) => sum + entry.cents, 0)).toBe(expected[who]);
      const card = await app.inject({ url: '/api/providers/me/credit', headers: actor.headers });
      expect(card.json().balanceCents).toBe(expected[who]);
    }
  }, 180_000);
});
