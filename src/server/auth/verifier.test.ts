import { describe, expect, it } from 'vitest';
import {
  batchedAccountLookup,
  cachedAccountLookup,
  checkAccount,
  withoutSignUpStamp,
  type AccountStatus,
} from './verifier';
import type { UserRecord } from 'firebase-admin/auth';

/** A lookup whose calls the test answers by hand, recording what each one asked for. */
function manualLookup() {
  const calls: { uids: string[]; answer: (found: AccountStatus[]) => void }[] = [];
  const lookup = (uids: string[]) =>
    new Promise<AccountStatus[]>((resolve) => calls.push({ uids, answer: resolve }));
  return { calls, lookup };
}

const active = (uid: string): AccountStatus => ({ uid, disabled: false });
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedAccountLookup', () => {
  it('sends the checks of one turn of the event loop together, each uid once', async () => {
    const { calls, lookup } = manualLookup();
    const status = batchedAccountLookup(lookup);
    const answers = Promise.all([status('a'), status('b'), status('a')]);
    await turn();
    expect(calls.map((c) => c.uids)).toEqual([['a', 'b']]);
    calls[0]!.answer([active('a'), active('b')]);
    expect(await answers).toEqual([active('a'), active('b'), active('a')]);
  });

  it('holds the checks that arrive during a lookup for the next one, never the one in flight', async () => {
    const { calls, lookup } = manualLookup();
    const status = batchedAccountLookup(lookup);
    const first = status('a');
    await turn();
    expect(calls).toHaveLength(1);
    // Arrives after the first lookup was sent: it must not be answered by it.
    const second = status('a');
    const third = status('c');
    await turn();
    expect(calls).toHaveLength(1);
    calls[0]!.answer([active('a')]);
    expect(await first).toEqual(active('a'));
    await turn();
    expect(calls.map((c) => c.uids)).toEqual([['a'], ['a', 'c']]);
    // The account was disabled between the two lookups: the later request sees it.
    calls[1]!.answer([{ uid: 'a', disabled: true }]);
    expect(await second).toEqual({ uid: 'a', disabled: true });
    expect(await third).toBeNull();
  });

  it('rejects every check of a failed lookup and goes on with the next', async () => {
    let fail = true;
    const status = batchedAccountLookup(async (uids) => {
      if (fail) throw new Error('Firebase unreachable');
      return uids.map(active);
    });
    await expect(Promise.all([status('a'), status('b')])).rejects.toThrow('Firebase unreachable');
    fail = false;
    expect(await status('a')).toEqual(active('a'));
  });

  it('sends at most 100 uids per lookup', async () => {
    const sizes: number[] = [];
    const status = batchedAccountLookup(async (uids) => {
      sizes.push(uids.length);
      return uids.map(active);
    });
    await Promise.all(Array.from({ length: 250 }, (_, i) => status(`u${i}`)));
    expect(sizes).toEqual([100, 100, 50]);
  });
});

describe('cachedAccountLookup', () => {
  /** A lookup that answers from `accounts` as they are now, counting its calls. */
  function liveLookup(accounts: Map<string, AccountStatus & { email?: string }>) {
    const asked: string[] = [];
    const lookup = async (uid: string) => {
      asked.push(uid);
      return accounts.get(uid) ?? null;
    };
    return { asked, lookup };
  }

  it('answers from the status it looked up until the lifetime is over, then asks again', async () => {
    let now = 1_000;
    const accounts = new Map([['a', active('a')]]);
    const { asked, lookup } = liveLookup(accounts);
    const status = cachedAccountLookup(lookup, { ttlMs: 10_000, now: () => now });
    expect(await status('a')).toEqual(active('a'));
    accounts.set('a', { uid: 'a', disabled: true });
    now += 9_999;
    expect(await status('a')).toEqual(active('a'));
    expect(asked).toEqual(['a']);
    now += 2;
    expect(await status('a')).toEqual({ uid: 'a', disabled: true });
    expect(asked).toEqual(['a', 'a']);
  });

  it('remembers a missing account too, and each account on its own', async () => {
    const now = 0;
    const { asked, lookup } = liveLookup(new Map([['a', active('a')]]));
    const status = cachedAccountLookup(lookup, { ttlMs: 10_000, now: () => now });
    expect(await status('gone')).toBeNull();
    expect(await status('gone')).toBeNull();
    expect(await status('a')).toEqual(active('a'));
    expect(asked).toEqual(['gone', 'a']);
  });

  it('keeps only what the checks need, and at most `max` accounts', async () => {
    const { asked, lookup } = liveLookup(
      new Map<string, AccountStatus & { email?: string }>([
        ['a', { ...active('a'), email: 'a@example.com' }],
        ['b', active('b')],
      ]),
    );
    const status = cachedAccountLookup(lookup, { ttlMs: 10_000, max: 1, now: () => 0 });
    expect(await status('a')).toEqual({
      uid: 'a',
      disabled: false,
      tokensValidAfterTime: undefined,
    });
    await status('b');
    await status('a');
    expect(asked).toEqual(['a', 'b', 'a']);
  });

  it('does not remember a failed lookup', async () => {
    let fail = true;
    let calls = 0;
    const status = cachedAccountLookup(
      async (uid) => {
        calls++;
        if (fail) throw new Error('Firebase unreachable');
        return active(uid);
      },
      { ttlMs: 10_000, now: () => 0 },
    );
    await expect(status('a')).rejects.toThrow('Firebase unreachable');
    fail = false;
    expect(await status('a')).toEqual(active('a'));
    expect(calls).toBe(2);
  });

  it('asks every time with a lifetime of 0', async () => {
    const { asked, lookup } = liveLookup(new Map([['a', active('a')]]));
    const status = cachedAccountLookup(lookup, { ttlMs: 0 });
    await status('a');
    await status('a');
    expect(asked).toEqual(['a', 'a']);
  });
});

describe('checkAccount', () => {
  const signedInAt = Date.UTC(2026, 10, 21, 12) / 1000;

  it('passes an active account whose tokens were never revoked, or revoked before sign-in', () => {
    expect(() => checkAccount(active('a'), signedInAt)).not.toThrow();
    expect(() =>
      checkAccount(
        {
          uid: 'a',
          disabled: false,
          tokensValidAfterTime: new Date(signedInAt * 1000).toUTCString(),
        },
        signedInAt,
      ),
    ).not.toThrow();
  });

  it('refuses a missing account, a disabled one and a token from before a revocation', () => {
    expect(() => checkAccount(null, signedInAt)).toThrow(
      expect.objectContaining({ code: 'auth/user-not-found' }),
    );
    expect(() => checkAccount({ uid: 'a', disabled: true }, signedInAt)).toThrow(
      expect.objectContaining({ code: 'auth/user-disabled' }),
    );
    const later = new Date((signedInAt + 1) * 1000).toUTCString();
    expect(() =>
      checkAccount({ uid: 'a', disabled: false, tokensValidAfterTime: later }, signedInAt),
    ).toThrow(expect.objectContaining({ code: 'auth/id-token-revoked' }));
  });
});

describe('withoutSignUpStamp (the Auth emulator only)', () => {
  const createdAt = Date.UTC(2026, 10, 21, 12, 0, 0);
  const utc = (ms: number) => new Date(ms).toUTCString();
  const record = (validSince: number | undefined) =>
    ({
      uid: 'a',
      disabled: false,
      tokensValidAfterTime: validSince === undefined ? undefined : utc(validSince),
      metadata: { creationTime: utc(createdAt) },
    }) as unknown as UserRecord;

  it("lets the sign-up's own token through when its stamp fell in the next second", () => {
    const status = withoutSignUpStamp(record(createdAt + 1000));
    expect(status).toEqual({ uid: 'a', disabled: false, tokensValidAfterTime: utc(createdAt) });
    expect(() => checkAccount(status, createdAt / 1000)).not.toThrow();
  });

  it('keeps every other revocation, and an account never revoked', () => {
    for (const validSince of [createdAt, createdAt + 2000, createdAt + 60_000]) {
      expect(withoutSignUpStamp(record(validSince)).tokensValidAfterTime).toBe(utc(validSince));
    }
    const revoked = withoutSignUpStamp(record(createdAt + 2000));
    expect(() => checkAccount(revoked, createdAt / 1000 + 1)).toThrow(
      expect.objectContaining({ code: 'auth/id-token-revoked' }),
    );
    expect(withoutSignUpStamp(record(undefined)).tokensValidAfterTime).toBeUndefined();
  });
});
