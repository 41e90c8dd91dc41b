import { expect, it } from 'vitest';
import { customer } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { createAccount, disableAccount, forgeToken } from '../helpers/auth';
import { firebaseVerifier } from '../../src/server/auth/verifier';
import { EMULATOR_PROJECT_ID } from '../../src/server/env';

/** The cookie's value from a Set-Cookie header, and its attributes. */
function cookieOf(setCookie: string | string[] | undefined) {
  const header = Array.isArray(setCookie) ? (setCookie[0] ?? '') : (setCookie ?? '');
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const [name, value] = pair.split('=');
  return { name, value: value ?? '', attributes: rest };
}

describeEachDatabase(
  'the session cookie',
  (get) => {
    const start = (idToken: unknown) =>
      get().app.inject({ method: 'POST', url: '/api/session', payload: { idToken } });
    const me = (headers: Record<string, string>) =>
      get().app.inject({ method: 'GET', url: '/api/users/me', headers });

    it('is made from an ID token: HttpOnly, SameSite=Lax, for the whole site, for 14 days', async () => {
      const actor = await customer(get().app, 'Cookie Customer');
      const response = await start(actor.headers.authorization.slice('Bearer '.length));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const cookie = cookieOf(response.headers['set-cookie']);
      expect(cookie.name).toBe('khaya_session');
      expect(cookie.value.length).toBeGreaterThan(100);
      expect(cookie.attributes).toEqual(
        expect.arrayContaining(['Max-Age=1209600', 'Path=/', 'HttpOnly', 'SameSite=Lax']),
      );
      // Not Secure here (plain HTTP in development and tests); production marks it so.
      expect(cookie.attributes).not.toContain('Secure');
      const expiresAt = Date.parse(response.json<{ expiresAt: string }>().expiresAt);
      expect(expiresAt - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);

      // With the header the app sends, the cookie is the person: their own record.
      const session = { cookie: `khaya_session=${cookie.value}`, 'x-khaya-session': '1' };
      const own = await me(session);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json<{ email: string }>().email).toBe(actor.email);
      // A write works the same way.
      const renamed = await get().app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: session,
        payload: { name: 'Cookie Renamed' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<{ name: string }>().name).toBe('Cookie Renamed');
    });

    it('is not enough without the header (no other site can send that), nor the header without it', async () => {
      const actor = await customer(get().app, 'Header Customer');
      const made = await start(actor.headers.authorization.slice('Bearer '.length));
      const value = cookieOf(made.headers['set-cookie']).value;
      expect((await me({ cookie: `khaya_session=${value}` })).statusCode).toBe(401);
      expect((await me({ 'x-khaya-session': '1' })).statusCode).toBe(401);
      expect(
        (await me({ cookie: `khaya_session=${value}`, 'x-khaya-session': 'yes' })).statusCode,
      ).toBe(401);
      // A write from another site (a form) comes without the header: refused, nothing changed.
      const forged = await get().app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { cookie: `khaya_session=${value}` },
        payload: { name: 'Forged Name' },
      });
      expect(forged.statusCode).toBe(401);
      expect((await me(actor.headers)).json<{ name: string }>().name).toBe('Header Customer');
    });

    it('refuses a tampered cookie, and a token that is not good for one', async () => {
      const actor = await customer(get().app, 'Tamper Customer');
      const made = await start(actor.headers.authorization.slice('Bearer '.length));
      const value = cookieOf(made.headers['set-cookie']).value;
      const [header = '', payload = '', signature = ''] = value.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const other = await customer(get().app, 'Other Customer');
      const tampered = [
        header,
        Buffer.from(JSON.stringify({ ...claims, aud: 'another-project' })).toString('base64url'),
        signature,
      ].join('.');
      const response = await me({ cookie: `khaya_session=${tampered}`, 'x-khaya-session': '1' });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toMatch(/sign in again/);
      // An ID token is not a session cookie (another issuer).
      const asCookie = other.headers.authorization.slice('Bearer '.length);
      expect(
        (await me({ cookie: `khaya_session=${asCookie}`, 'x-khaya-session': '1' })).statusCode,
      ).toBe(401);

      const past = Math.floor(Date.now() / 1000) - 7200;
      for (const token of [
        'not.a.jwt',
        forgeToken(actor.uid, { iat: past, auth_time: past, exp: past + 3600 }),
        forgeToken(actor.uid, { aud: 'another-project' }),
      ]) {
        const refused = await start(token);
        expect(refused.statusCode, token).toBe(401);
        expect(refused.headers['set-cookie']).toBeUndefined();
        expect(refused.json<{ message: string }>().message).toMatch(/sign in again/);
      }
    });

    it('gives a disabled account no session, and stops one it had', async () => {
      const account = await createAccount();
      const made = await start(account.idToken);
      expect(made.statusCode).toBe(200);
      const value = cookieOf(made.headers['set-cookie']).value;
      await disableAccount(account.uid);
      expect((await start(account.idToken)).statusCode).toBe(401);
      const response = await me({ cookie: `khaya_session=${value}`, 'x-khaya-session': '1' });
      expect(response.statusCode).toBe(401);
    });

    it('answers a body without a token with what to send', async () => {
      for (const payload of [{}, { idToken: '' }, { idToken: 42 }, { idToken: 'x'.repeat(5000) }]) {
        const response = await get().app.inject({ method: 'POST', url: '/api/session', payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ errors: Record<string, string> }>().errors['idToken']).toMatch(
          /Firebase ID token/,
        );
      }
    });

    it('is forgotten on sign-out and with the account', async () => {
      const ended = await get().app.inject({ method: 'DELETE', url: '/api/session' });
      expect(ended.statusCode).toBe(204);
      const cleared = cookieOf(ended.headers['set-cookie']);
      expect(cleared.name).toBe('khaya_session');
      expect(cleared.value).toBe('');
      expect(cleared.attributes).toContain('Max-Age=0');

      const actor = await customer(get().app, 'Leaving Customer');
      const made = await start(actor.headers.authorization.slice('Bearer '.length));
      const value = cookieOf(made.headers['set-cookie']).value;
      const session = { cookie: `khaya_session=${value}`, 'x-khaya-session': '1' };
      const deleted = await get().app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: session,
        payload: { confirmEmail: actor.email },
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(cookieOf(deleted.headers['set-cookie']).attributes).toContain('Max-Age=0');
      expect((await me(session)).statusCode).toBe(401);
    });
  },
  // Every call asks Firebase about the account (the app keeps its answer ten seconds).
  { verifier: firebaseVerifier(EMULATOR_PROJECT_ID, { accountStatusTtlMs: 0 }) },
);
