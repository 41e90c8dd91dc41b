import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/**
 * A stand-in for a browser's push service (RFC 8030) on 127.0.0.1, as FCM or Mozilla's
 * autopush would be: it hands out subscriptions with their own P-256 keys and auth secret (what
 * a browser's PushManager makes), and for each message posted to one it checks the VAPID
 * signature (RFC 8292) against the key the subscription was made with, decrypts the payload
 * (RFC 8291, aes128gcm) with the subscription's private key, and keeps what it read.
 */

export interface FakeSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface PushReceived {
  /** Which subscription it was for. */
  endpoint: string;
  /** The decrypted payload, as the service worker's push event would read it. */
  text: string;
  topic: string | undefined;
  urgency: string | undefined;
  ttl: number;
  /** The JWT's subject: who runs the sending server. */
  subject: string;
}

export interface FakePushService {
  url: string;
  received: PushReceived[];
  /** A new browser's subscription; `applicationServerKey` is the VAPID key it subscribes with. */
  subscribe(applicationServerKey: string): FakeSubscription;
  /** The browser dropped it: the push service answers 410 Gone from now on. */
  drop(endpoint: string): void;
  /** The next posts answer this status (a push service having a bad minute). */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

interface Held {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  serverKey: string;
  dropped: boolean;
}

/** The P-256 public key VAPID's `k=` carries, as a key node:crypto verifies with. */
function vapidPublicKey(raw: Buffer) {
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

/** Why a VAPID Authorization header is refused, or null when it is good for this origin. */
interface Claims {
  aud?: string;
  exp?: number;
  sub?: string;
}

function vapidProblem(
  header: string | undefined,
  origin: string,
  serverKey: string,
): { status: number; reason: string } | { claims: Claims } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { status: 401, reason: 'No VAPID authorization' };
  const [, token = '', key = ''] = match;
  if (key !== serverKey) return { status: 403, reason: 'Not the key it subscribed with' };
  const [head = '', body = '', signature = ''] = token.split('.');
  const good = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: vapidPublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!good) return { status: 403, reason: 'Bad VAPID signature' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims;
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return { status: 403, reason: `Audience ${claims.aud} is not us` };
  if (!claims.exp || claims.exp < now || claims.exp > now + 86_400)
    return { status: 403, reason: 'Expired, or valid for more than 24 hours' };
  if (!/^(mailto:|https:)/.test(claims.sub ?? ''))
    return { status: 403, reason: 'No subject to contact' };
  return { claims };
}

export async function startFakePushService(): Promise<FakePushService> {
  const held = new Map<string, Held>();
  const received: PushReceived[] = [];
  let failures = { count: 0, status: 500 };
  let origin = '';
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, text = '') => {
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(text);
      };
      const endpoint = `${origin}${request.url ?? ''}`;
      const subscription = held.get(endpoint);
      if (request.method !== 'POST' || !subscription) return answer(404, 'No such subscription');
      if (subscription.dropped) return answer(410, 'Unsubscribed');
      if (failures.count > 0) {
        failures.count -= 1;
        return answer(failures.status, 'Fake failure');
      }
      const checked = vapidProblem(request.headers.authorization, origin, subscription.serverKey);
      if (!('claims' in checked)) return answer(checked.status, checked.reason);
      const ttl = Number(request.headers['ttl']);
      if (!Number.isInteger(ttl)) return answer(400, 'TTL header missing');
      if (request.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'Only aes128gcm');
      let text: string;
      try {
        text = ece
          .decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: subscription.ecdh,
            authSecret: subscription.auth.toString('base64url'),
          })
          .toString('utf8');
      } catch (error) {
        return answer(400, `Could not decrypt: ${String(error)}`);
      }
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      received.push({
        endpoint,
        text,
        topic: header('topic'),
        urgency: header('urgency'),
        ttl,
        subject: checked.claims.sub ?? '',
      });
      answer(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    received,
    subscribe(serverKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      held.set(endpoint, { ecdh, auth, serverKey, dropped: false });
      return {
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    drop(endpoint) {
      const subscription = held.get(endpoint);
      if (subscription) subscription.dropped = true;
    },
    failNext(count, status) {
      failures = { count, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
