import { describe, expect, it } from 'vitest';
import { batchedAccountLookup, checkAccount, type AccountStatus } from './verifier';

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
