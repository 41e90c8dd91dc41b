import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validBodyFor } from '../helpers/actors';
import { firebaseVerifier } from '../../src/server/auth/verifier';
import { EMULATOR_PROJECT_ID } from '../../src/server/env';
import { describeEachDatabase } from '../helpers/app';
import { bearer, createAccount, disableAccount, forgeToken, revokeTokens } from '../helpers/auth';

/** The account-status lifetime of this suite's app: short, so the tests can outwait it. */
const STATUS_TTL_MS = 1500;
const outwait = (since: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, since + STATUS_TTL_MS + 50 - Date.now())),
  );

describeEachDatabase(
  'identity on protected routes',
  (get) => {
    const call = (headers: Record<string, string> = {}) =>
      get().app.inject({ method: 'GET', url: '/api/users/me', headers });

    it('answers 401 without a token', async () => {
      const response = await call();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Sign in to continue.' });
    });

    it('answers 401 for a header that is not a bearer token', async () => {
      expect((await call({ authorization: 'Basic dXNlcjpwYXNz' })).statusCode).toBe(401);
      expect((await call({ authorization: 'Bearer' })).statusCode).toBe(401);
    });

    it('answers 401 for a malformed token', async () => {
      const response = await call(bearer('not.a.jwt'));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/sign in again/);
    });

    it('answers 401 for an expired token', async () => {
      const account = await createAccount();
      const past = Math.floor(Date.now() / 1000) - 7200;
      const token = forgeToken(account.uid, { iat: past, auth_time: past, exp: past + 3600 });
      expect((await call(bearer(token))).statusCode).toBe(401);
    });

    it('answers 401 for a token of another project or issuer', async () => {
      const account = await createAccount();
      expect(
        (await call(bearer(forgeToken(account.uid, { aud: 'another-project' })))).statusCode,
      ).toBe(401);
      expect(
        (
          await call(
            bearer(forgeToken(account.uid, { iss: 'https://evil.example.com/demo-homeservices' })),
          )
        ).statusCode,
      ).toBe(401);
    });

    it('accepts a real token, and refuses it once the account is disabled, within the status lifetime', async () => {
      const account = await createAccount();
      // 404: the identity is valid but has no user record yet.
      expect((await call(bearer(account.idToken))).statusCode).toBe(404);
      // The status was remembered during that call: its lifetime runs from before now (timed
      // from before the call, a slow call on a busy machine left it alive past the wait).
      const checked = Date.now();
      await disableAccount(account.uid);
      // The status looked up a moment ago still answers for the account...
      expect((await call(bearer(account.idToken))).statusCode).toBe(404);
      // ...until its lifetime is over: then Firebase is asked again.
      await outwait(checked);
      expect((await call(bearer(account.idToken))).statusCode).toBe(401);
    });

    it("refuses a token once the account's tokens are revoked, within the status lifetime", async () => {
      const account = await createAccount();
      expect((await call(bearer(account.idToken))).statusCode).toBe(404);
      const checked = Date.now();
      await revokeTokens(account.uid);
      await outwait(checked);
      const response = await call(bearer(account.idToken));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/sign in again/);
    });

    it('answers each of many concurrent callers by their own account (checks are batched)', async () => {
      const accounts = await Promise.all([createAccount(), createAccount(), createAccount()]);
      await disableAccount(accounts[1].uid);
      const calls = Array.from({ length: 30 }, (_, i) => accounts[i % 3]!);
      const statuses = await Promise.all(
        calls.map(async (account) => (await call(bearer(account.idToken))).statusCode),
      );
      expect(statuses).toEqual(calls.map((account) => (account === accounts[1] ? 401 : 404)));
    });
  },
  { verifier: firebaseVerifier(EMULATOR_PROJECT_ID, { accountStatusTtlMs: STATUS_TTL_MS }) },
);

describeEachDatabase('bad tokens on every protected route', (get) => {
  const fill = (url: string) =>
    url.replace(/:firebaseUid/, 'someone').replace(/:\w+/g, crypto.randomUUID());

  it('answers 401 to missing, malformed, expired, wrong-audience, wrong-issuer and disabled tokens (the admin desk 404)', async () => {
    const account = await createAccount();
    const disabled = await createAccount();
    await disableAccount(disabled.uid);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const headers: Record<string, Record<string, string>> = {
      missing: {},
      'not bearer': { authorization: 'Basic dXNlcjpwYXNz' },
      malformed: bearer('not.a.jwt'),
      expired: bearer(forgeToken(account.uid, { iat: past, auth_time: past, exp: past + 3600 })),
      'wrong audience': bearer(forgeToken(account.uid, { aud: 'another-project' })),
      'wrong issuer': bearer(forgeToken(account.uid, { iss: 'https://evil.example.com/x' })),
      'no subject': bearer(forgeToken('', { sub: '', user_id: '' })),
      disabled: bearer(disabled.idToken),
    };
    const protectedRoutes = get().app.apiRoutes.filter((route) => route.auth !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      for (const [kind, header] of Object.entries(headers)) {
        // An optional route (the Contact form) takes a visitor without a token; a bad one is 401.
        if (route.auth === 'optional' && kind === 'missing') continue;
        const response = await get().app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          headers: header,
          payload: validBodyFor(route.method, route.url),
        });
        // The admin desk answers as an address the API does not serve (it cannot be found).
        const expected = route.auth === 'concealed' ? 404 : 401;
        if (response.statusCode !== expected) {
          failures.push(`${route.method} ${route.url} with ${kind}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the production guard', () => {
  it('exits non-zero before listening when the emulator is configured with NODE_ENV=production', async () => {
    const port = 5399;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9399',
        FIREBASE_API_KEY: 'real-key',
        FIREBASE_PROJECT_ID: 'real-project',
        PORT: String(port),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'guard-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set/);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 30_000);
});
