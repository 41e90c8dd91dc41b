import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { CLEANING_REQUEST, customer, postQuote, postRequest, provider } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import {
  bearer,
  createAccount,
  createAnonymousAccount,
  forgeToken,
  uniqueEmail,
} from '../helpers/auth';

/** The defects of issue 21 found from outside, each answered as the API's rules say. */
describeEachDatabase('hardening', (get) => {
  const inject = (options: InjectOptions) => get().app.inject(options);

  it('refuses U+0000 in a query string or path parameter with 400 naming it, not 500', async () => {
    for (const url of [
      '/api/providers?q=%00',
      '/api/providers?q=a%00b&service=cleaning',
      '/api/providers?cursor=%00',
      '/api/places?q=Cape%00Town',
    ]) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      const body = response.json();
      expect(Object.keys(body.errors), url).toEqual([url.includes('cursor') ? 'cursor' : 'q']);
      expect(body.message).toMatch(/U\+0000/);
    }
    const actor = await customer(get().app);
    const response = await inject({
      method: 'GET',
      url: '/api/quote-requests/abc%00def',
      headers: actor.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ id: expect.stringMatching(/U\+0000/) });
  });

  it('creates a record only under the token’s own email: none, another, unverified', async () => {
    const victim = uniqueEmail('victim');
    const anonymous = await createAnonymousAccount();
    const squat = await inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(anonymous.idToken),
      payload: { name: 'Squatter', email: victim, isProvider: 0 },
    });
    expect(squat.statusCode).toBe(403);
    expect(squat.json().message).toBe('Sign in with an email address to create an account.');

    // A token that claims an email no one has verified, from a sign-in other than a password.
    const claimed = forgeToken(anonymous.uid, {
      email: victim,
      email_verified: false,
      firebase: { identities: {}, sign_in_provider: 'custom' },
    });
    const unverified = await inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(claimed),
      payload: { name: 'Squatter', email: victim, isProvider: 0 },
    });
    expect(unverified.statusCode).toBe(403);

    const other = await createAccount();
    const mismatch = await inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(other.idToken),
      payload: { name: 'Squatter', email: victim, isProvider: 0 },
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().errors).toEqual({
      email: 'The email must be the one you signed in with.',
    });

    // The owner of the address signs up afterwards, with a password (unverified until they click
    // the mail): the address is still theirs.
    const owner = await createAccount({ email: victim, verified: false });
    const created = await inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(owner.idToken),
      payload: { name: 'Rightful Owner', email: victim.toUpperCase(), isProvider: 0 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().email).toBe(victim);
  });

  it('reads only plain decimal digits as numbers; hex, binary and exponents are refused', async () => {
    const owner = await customer(get().app);
    const cleaner = await provider(get().app, ['cleaning']);
    const second = await provider(get().app, ['cleaning']);
    const requestId = await postRequest(get().app, owner);
    for (const amount of ['0x64', '0b11', '1e3', '0o17', ' 0x10 ', 'Infinity']) {
      const response = await inject({
        method: 'POST',
        url: '/api/quotes',
        headers: cleaner.headers,
        payload: { quoteRequestId: requestId, amount, message: 'Hex' },
      });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().errors).toEqual({ amount: 'Amount must be a number' });
    }
    const hexRate = await inject({
      method: 'PATCH',
      url: '/api/providers/me',
      headers: cleaner.headers,
      payload: { hourlyRate: '0x20' },
    });
    expect(hexRate.statusCode).toBe(400);
    expect(hexRate.json().errors).toEqual({ hourlyRate: 'Hourly rate must be a number' });
    for (const url of ['/api/providers?limit=0x10', '/api/places?q=Cape&limit=1e1']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual({ limit: 'limit must be a whole number' });
    }
    const maxRate = await inject({ method: 'GET', url: '/api/providers?maxRate=0x20' });
    expect(maxRate.json().errors).toEqual({
      maxRate: 'Maximum rate must be a whole number of rand',
    });
    // Plain digits as text still work, as the spec's forms send them.
    expect((await inject({ method: 'GET', url: '/api/providers?limit=2' })).json()).toHaveLength(2);
    await postQuote(get().app, cleaner, requestId, 450);
    const textAmount = await inject({
      method: 'POST',
      url: '/api/quotes',
      headers: second.headers,
      payload: { quoteRequestId: requestId, amount: ' 450 ', message: null },
    });
    expect(textAmount.statusCode, textAmount.body).toBe(201);
    expect(textAmount.json().amount).toBe(450);
  });

  it('answers router errors in the API’s error format', async () => {
    const actor = await customer(get().app);
    const badEscape = await inject({
      method: 'GET',
      url: '/api/quote-requests/%E0%A4%A',
      headers: actor.headers,
    });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({
      message: 'The address has a malformed percent-escape (%XX).',
    });
    const long = await inject({
      method: 'GET',
      url: `/api/quote-requests/${'a'.repeat(201)}`,
      headers: actor.headers,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long.' });
  });

  it('sends X-Frame-Options DENY, no-store on signed-in answers, and takes any bearer case', async () => {
    const actor = await customer(get().app);
    const health = await inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['x-frame-options']).toBe('DENY');
    const token = actor.headers.authorization.slice('Bearer '.length);
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const me = await inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(me.statusCode, scheme).toBe(200);
      expect(me.headers['cache-control']).toBe('no-store');
    }
    const missing = await inject({
      method: 'GET',
      url: '/api/quote-requests/unknown',
      headers: actor.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const created = await inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: actor.headers,
      payload: CLEANING_REQUEST,
    });
    expect(created.headers['cache-control']).toBe('no-store');
    // Public answers stay cacheable as they were.
    const places = await inject({ method: 'GET', url: '/api/places?q=Cape' });
    expect(places.headers['cache-control']).toBe('public, max-age=86400');
  });
});
