import net from 'node:net';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { firebaseVerifier } from '../../src/server/auth/verifier';
import type { Db } from '../../src/server/db/client';
import { EMULATOR_PROJECT_ID } from '../../src/server/env';
import { MAX_QUEUED_BYTES } from '../../src/server/services/live/streams';
import { customer } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { disableAccount } from '../helpers/auth';
import { listening, openStream } from '../helpers/live';

/** Appends `count` events of about `bytes` each to a person's live stream (a long history). */
async function history(db: Db, userId: string, count: number, bytes = 2_000) {
  await db.execute(sql`
    insert into live_streams (user_id, last_seq) values (${userId}::uuid, 0)
    on conflict (user_id) do nothing`);
  // One statement sees one snapshot: the events first, then the stream's position.
  await db.execute(sql`
    insert into live_events (user_id, seq, type, data, source_event_id)
    select ${userId}::uuid, s.last_seq + g, 'change',
           jsonb_build_object('kind', 'quote_submitted', 'pad', repeat('x', ${bytes})),
           -(s.last_seq + g)
      from live_streams s, generate_series(1, ${count}) g
     where s.user_id = ${userId}::uuid`);
  await db.execute(sql`
    update live_streams set last_seq = last_seq + ${count} where user_id = ${userId}::uuid`);
}

/** A client that opens the stream and never reads from it (its socket fills, then the server's). */
function nonReadingStream(base: string, token: string): Promise<net.Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      );
      socket.pause();
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

const until = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describeEachDatabase(
  'live stream limits',
  (get) => {
    it('tells a reconnect that missed hundreds of events to reload instead of replaying them', async () => {
      const { app, database } = get();
      const owner = await customer(app, 'Long Gone');
      await history(database.db, owner.userId, 1_000, 100);
      const stream = await openStream(await listening(app), owner.headers, '0');
      await stream.next((event) => event.event === 'ready');
      expect(stream.events.map((event) => event.event)).toEqual(['reset', 'ready']);
      expect(stream.events[1]?.id).toBe('1000');
      stream.close();
    });

    it('keeps what non-reading streams hold queued under a bound, and closes them', async () => {
      const { app, database } = get();
      const owner = await customer(app, 'Never Reads');
      const base = await listening(app);
      const sockets = await Promise.all(
        Array.from({ length: 4 }, () => nonReadingStream(base, owner.idToken)),
      );
      await until(() => app.liveStreams.size === 4);
      // A burst of 20,000 events of 2 KB (40 MB) that the pages never take.
      await history(database.db, owner.userId, 20_000);
      let most = 0;
      const watch = setInterval(() => (most = Math.max(most, app.liveStreams.queuedBytes)), 5);
      try {
        // Each heartbeat reads; the one after a socket stopped taking frames closes the stream.
        await until(() => app.liveStreams.size === 0, 8_000);
      } finally {
        clearInterval(watch);
        for (const socket of sockets) socket.destroy();
      }
      expect(most).toBeLessThanOrEqual(4 * (MAX_QUEUED_BYTES + 4_096));
    });

    it('limits the streams of one address, and in all', async () => {
      const { app } = get();
      const base = await listening(app);
      const people = await Promise.all(
        ['A', 'B', 'C', 'D', 'E'].map((letter) => customer(app, `Same Network ${letter}`)),
      );
      const open = [];
      for (const person of people.slice(0, 4)) open.push(await openStream(base, person.headers));
      const fifth = await fetch(`${base}/api/events`, { headers: people[4]?.headers ?? {} });
      expect(fifth.status).toBe(429);
      expect((await fifth.json()).message).toMatch(/from your network/);
      for (const stream of open) stream.close();
      await until(() => app.liveStreams.size === 0);
    });

    it('ends the streams of a disabled account at the next heartbeat, and of a deleted one at once', async () => {
      const { app } = get();
      const base = await listening(app);
      const disabled = await customer(app, 'Soon Disabled');
      const first = await openStream(base, disabled.headers);
      await first.next((event) => event.event === 'ready');
      await disableAccount(disabled.uid);
      const started = Date.now();
      await first.ended;
      expect(Date.now() - started).toBeLessThan(3_000);

      const leaving = await customer(app, 'Soon Deleted');
      const second = await openStream(base, leaving.headers);
      await second.next((event) => event.event === 'ready');
      const deleted = await app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: leaving.headers,
        payload: { confirmEmail: leaving.email },
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      const gone = Date.now();
      await second.ended;
      expect(Date.now() - gone).toBeLessThan(500);
    });
  },
  {
    liveStreams: { heartbeatMs: 400, maxPerAddress: 4, maxPerPerson: 4 },
    verifier: firebaseVerifier(EMULATOR_PROJECT_ID, { accountStatusTtlMs: 100 }),
  },
);
