import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/app';
import { bearer, createAccount, disableAccount, forgeToken } from '../helpers/auth';

describeEachDatabase('identity on protected routes', (get) => {
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

  it('accepts a real token, and refuses it once the account is disabled', async () => {
    const account = await createAccount();
    // 404: the identity is valid but has no user record yet.
    expect((await call(bearer(account.idToken))).statusCode).toBe(404);
    await disableAccount(account.uid);
    expect((await call(bearer(account.idToken))).statusCode).toBe(401);
  });
});
