import { expect, it } from 'vitest';
import { customer, postQuote, postRequest, provider } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { bearer, createAccount } from '../helpers/auth';

describeEachDatabase('the customer reaches the provider they chose', (get) => {
  it("carries the accepted provider's name, email and phone, and nobody's before", async () => {
    const { app } = get();
    const thandi = await customer(app, 'Thandi Nkosi');
    const requestId = await postRequest(app, thandi);
    const account = await createAccount();
    const chosen = { email: account.email, headers: bearer(account.idToken) };
    const user = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: chosen.headers,
      payload: {
        name: 'Lerato Chosen',
        email: account.email,
        phone: '082 555 0142',
        isProvider: 1,
      },
    });
    expect(user.statusCode, user.body).toBe(201);
    const profile = await app.inject({
      method: 'POST',
      url: '/api/providers',
      headers: chosen.headers,
      payload: { services: ['cleaning'], location: 'Sea Point, Cape Town' },
    });
    expect(profile.statusCode, profile.body).toBe(201);
    const other = await provider(app, ['cleaning'], {}, 'Other Cleaner');
    const chosenQuote = await postQuote(app, { ...chosen, userId: '', ...account }, requestId, 500);
    await postQuote(app, other, requestId, 600);

    const seen = async () => {
      const one = await app.inject({
        method: 'GET',
        url: `/api/quote-requests/${requestId}`,
        headers: thandi.headers,
      });
      const list = await app.inject({
        method: 'GET',
        url: '/api/quote-requests?as=customer',
        headers: thandi.headers,
      });
      const fromList = list.json<{ id: string }[]>().find((r) => r.id === requestId);
      return { one: one.json(), list: fromList as Record<string, unknown> };
    };
    const before = await seen();
    expect(before.one.providerContact).toBeNull();
    expect(before.list.providerContact).toBeNull();
    expect(JSON.stringify(before)).not.toContain(chosen.email);

    const accepted = await app.inject({
      method: 'POST',
      url: `/api/quotes/${chosenQuote}/accept`,
      headers: thandi.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const contact = { name: 'Lerato Chosen', email: chosen.email, phone: '+27825550142' };
    expect(accepted.json().providerContact).toMatchObject(contact);
    const after = await seen();
    expect(after.one.providerContact).toMatchObject(contact);
    expect(after.list.providerContact).toMatchObject(contact);
    expect(JSON.stringify(after)).not.toContain(other.email);

    // A provider never gets another provider's contact.
    const asOther = await app.inject({
      method: 'GET',
      url: '/api/quote-requests?as=provider',
      headers: other.headers,
    });
    expect(asOther.body).not.toContain(chosen.email);
  });
});

describeEachDatabase('amounts typed the South African way', (get) => {
  it("takes '1 850', '1,850' and 'R1 850', and says 'Whole rand only' to cents", async () => {
    const { app } = get();
    const thandi = await customer(app);
    const quoteOn = async (amount: string) => {
      const requestId = await postRequest(app, thandi);
      const cleaner = await provider(app, ['cleaning'], {}, 'Rand Cleaner');
      return app.inject({
        method: 'POST',
        url: '/api/quotes',
        headers: cleaner.headers,
        payload: { quoteRequestId: requestId, amount, message: '' },
      });
    };
    for (const typed of ['1 850', '1,850', 'R1 850']) {
      const response = await quoteOn(typed);
      expect(response.statusCode, typed).toBe(201);
      expect(response.json().amount).toBe(1850);
    }
    const cents = await quoteOn('1850.50');
    expect(cents.statusCode).toBe(400);
    expect(cents.json().errors).toEqual({ amount: 'Whole rand only' });
  });
});

describeEachDatabase('the landing page counts the directory', (get) => {
  it('counts the providers of each service from the database, a provider under each it offers', async () => {
    const { app } = get();
    const before = (await app.inject({ method: 'GET', url: '/api/providers/summary' })).json<{
      counts: Record<string, number>;
    }>().counts;
    await provider(app, ['cleaning', 'gardening'], {}, 'Count Cleaner');
    await provider(app, ['plumbing'], {}, 'Count Plumber');
    const response = await app.inject({ method: 'GET', url: '/api/providers/summary' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json().counts).toEqual({
      cleaning: (before.cleaning ?? 0) + 1,
      plumbing: (before.plumbing ?? 0) + 1,
      electrical: before.electrical ?? 0,
      gardening: (before.gardening ?? 0) + 1,
    });
    // A young directory boasts of nothing: each figure waits until it is worth showing.
    expect(response.json().figures).toEqual({
      jobsCompleted: null,
      verifiedProviders: null,
      averageRating: null,
      townsCovered: null,
    });
  });
});
