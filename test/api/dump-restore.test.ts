import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client';
import { migrate } from '../../src/server/migrate';

const url = process.env['TEST_DATABASE_URL'];
const hasTools = ['/usr/bin/pg_dump', '/usr/bin/psql'].every((file) => fs.existsSync(file));

/**
 * A database survives pg_dump and restore with every index: the service-area GiST indexes sit on
 * functions that must not depend on the search_path (restore runs with an empty one).
 */
describe.skipIf(!url || !hasTools)('a PostgreSQL dump restores whole', () => {
  it('keeps the service-area indexes and answers the circle through them', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const stamp = Date.now().toString(36);
    const [source, target] = [`dump_src_${stamp}`, `dump_dst_${stamp}`];
    const at = (name: string) => {
      const address = new URL(url ?? '');
      address.pathname = `/${name}`;
      return address.toString();
    };
    try {
      await admin.query(`create database ${source}`);
      await admin.query(`create database ${target}`);
      const database = openPostgres(at(source));
      await migrate(database);
      await database.close();
      const dump = execFileSync('/usr/bin/pg_dump', [at(source)], { encoding: 'utf8' });
      const restored = execFileSync('/usr/bin/psql', ['-q', '-v', 'ON_ERROR_STOP=1', at(target)], {
        input: dump,
        encoding: 'utf8',
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      expect(restored).not.toMatch(/ERROR/);
      const client = new pg.Client({ connectionString: at(target) });
      await client.connect();
      const indexes = await client.query<{ indexname: string }>(
        `select indexname from pg_indexes
          where indexname in ('providers_service_area_idx', 'quote_requests_open_point_idx')`,
      );
      expect(indexes.rows.map((row) => row.indexname).sort()).toEqual([
        'providers_service_area_idx',
        'quote_requests_open_point_idx',
      ]);
      await client.query('set enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from providers
          where geo_circle(latitude, longitude, service_radius_km * 1000.0) @> geo_point(-33.9, 18.4)`,
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'providers_service_area_idx',
      );
      await client.end();
    } finally {
      await admin.query(`drop database if exists ${source} with (force)`);
      await admin.query(`drop database if exists ${target} with (force)`);
      await admin.end();
    }
  }, 60_000);
});
