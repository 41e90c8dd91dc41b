import { sql, type SQL } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-data';
import { seedDemoData } from '../../src/server/db/seed';
import { recomputeRatings } from '../../src/server/services/reviews';
import { createTestApp } from '../helpers/app';

async function one<T>(db: Db, query: SQL): Promise<T | undefined> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows[0];
}

it(
  'seeds the demo with earned ratings only: every one is the mean of its published reviews',
  { timeout: 120_000 },
  async () => {
    const test = await createTestApp('pglite');
    try {
      const { db } = test.database;
      const { jobs } = await seedDemoData(db);
      expect(jobs).toBeGreaterThan(100);
      // Nothing to correct: each rating and count came from reviews, through the real commands.
      expect(await recomputeRatings(db)).toEqual([]);
      const figures = await one<Record<string, number>>(
        db,
        sql`select
          (select count(*)::int from providers where review_count > 0) as rated,
          (select count(*)::int from providers where review_count = 0 and rating <> 0) as unrated_with_rating,
          (select review_count from providers p join users u on u.id = p.user_id
            where u.email = ${DEMO_ACCOUNTS.provider.email}) as demo,
          (select count(*)::int from domain_events where dispatched_at is null) as events`,
      );
      expect(figures).toEqual({
        rated: expect.any(Number),
        unrated_with_rating: 0,
        demo: 4,
        events: 0,
      });
      expect(figures?.['rated']).toBeGreaterThan(30);
      // Both sides reviewed every past job, and the reviews read as published in the past.
      const reviews = await one<Record<string, number>>(
        db,
        sql`select count(*)::int as total,
               count(*) filter (where published_at is not null)::int as published,
               count(*) filter (where published_at > now())::int as future
          from reviews`,
      );
      expect(reviews).toEqual({ total: jobs * 2, published: jobs * 2, future: 0 });
    } finally {
      await test.close();
    }
  },
);
