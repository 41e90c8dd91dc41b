import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { makeUser, sleep, startServer, ThrowawayCluster, type Row } from './lib';

const ACCOUNTS = 3;
const STREAMS_PER_ACCOUNT = 10;
const EVENTS = 20_000;
const EVENT_BYTES = 2_000;
/** What the server may grow by while 30 streams never read 2 x 40 MB of events each. */
const BOUND_MB = 150;

/** The server's resident memory (VmRSS), in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A page that opens the stream from the start of time and never reads from it. */
function nonReadingStream(url: string, token: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\nLast-Event-ID: 0\r\n\r\n`,
      );
      socket.pause();
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

async function appendHistory(client: pg.Client, userId: string) {
  await client.query(
    `insert into live_streams (user_id, last_seq) values ($1, 0) on conflict (user_id) do nothing`,
    [userId],
  );
  await client.query(
    `insert into live_events (user_id, seq, type, data, source_event_id)
     select $1, s.last_seq + g, 'change',
            jsonb_build_object('kind', 'quote_submitted', 'pad', repeat('x', $2::int)),
            -(s.last_seq + g)
       from live_streams s, generate_series(1, $3::int) g where s.user_id = $1`,
    [userId, EVENT_BYTES, EVENTS],
  );
  await client.query(`update live_streams set last_seq = last_seq + $2 where user_id = $1`, [
    userId,
    EVENTS,
  ]);
}

/**
 * Live streams that never read (issue 41): three accounts with 40 MB of history each open ten
 * streams from Last-Event-ID 0, then another 40 MB each arrives while they are open. The
 * server's memory is sampled throughout two heartbeats; pass: it grows by less than BOUND_MB
 * and every stream has been closed.
 */
export async function liveStreamMemory(): Promise<Row[]> {
  const cluster = new ThrowawayCluster(5294);
  cluster.init();
  cluster.start();
  const server = await startServer({ DATABASE_URL: cluster.url, RATE_LIMIT_FACTOR: '0' }, 5295);
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const sockets: net.Socket[] = [];
  try {
    const pid = server.child.pid ?? 0;
    const people = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const person = await makeUser(server.url, `Never Reads ${i}`);
      const me = (await (
        await fetch(`${server.url}/api/users/me`, { headers: person.headers })
      ).json()) as { id: string };
      await appendHistory(client, me.id);
      people.push({ ...person, id: me.id });
    }
    await sleep(1_000);
    const before = rssMb(pid);
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
    for (const person of people)
      for (let i = 0; i < STREAMS_PER_ACCOUNT; i++)
        sockets.push(await nonReadingStream(server.url, person.token));
    await sleep(2_000);
    for (const person of people) await appendHistory(client, person.id);
    // Two heartbeats (25 s each): the first reads the burst, the next closes what did not drain.
    // A paused socket does not see its end: the server is asked whether the account may open
    // a stream again (it may once its ten are closed).
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const probe = await fetch(`${server.url}/api/events`, {
        headers: { authorization: `Bearer ${people[0]?.token ?? ''}` },
      });
      await probe.body?.cancel();
      if (probe.status === 200) break;
      await sleep(2_000);
    }
    clearInterval(sample);
    const grew = peak - before;
    const admitted = Date.now() < deadline;
    return [
      {
        check: `live streams: ${ACCOUNTS * STREAMS_PER_ACCOUNT} non-reading streams, ${((2 * ACCOUNTS * EVENTS * EVENT_BYTES) / 1e6).toFixed(0)} MB of events`,
        figures: `server memory ${before.toFixed(0)} MB -> peak ${peak.toFixed(0)} MB (+${grew.toFixed(0)} MB, bound ${BOUND_MB}); the streams closed and the account admitted again: ${admitted ? 'yes' : 'no'}`,
        pass: grew < BOUND_MB && admitted,
      },
    ];
  } finally {
    for (const socket of sockets) socket.destroy();
    await client.end();
    await server.stop();
    cluster.destroy();
  }
}
