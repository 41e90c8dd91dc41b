import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { customer } from '../helpers/actors';
import { bearer, createAccount } from '../helpers/auth';
import { describeEachDatabase } from '../helpers/app';

/** The account keeps the language a person reads Khaya in (issue 50), for what reaches them. */
describeEachDatabase('the account’s language', (get) => {
  const preferences = (headers: Record<string, string>, payload?: Record<string, unknown>) =>
    payload === undefined
      ? get().app.inject({ url: '/api/notifications/preferences', headers })
      : get().app.inject({
          method: 'PATCH',
          url: '/api/notifications/preferences',
          headers,
          payload,
        });

  it('is English until chosen, then the one chosen, alone or with the channels', async () => {
    const thandi = await customer(get().app, 'Thandi Language');
    expect((await preferences(thandi.headers)).json()).toMatchObject({ language: 'en-ZA' });

    const chosen = await preferences(thandi.headers, { language: 'zu' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'zu', email: { leads: true } });
    const both = await preferences(thandi.headers, { language: 'xh', email: { quotes: false } });
    expect(both.json()).toMatchObject({ language: 'xh', email: { quotes: false } });
    // The channels alone leave the language as it was.
    await preferences(thandi.headers, { email: { quotes: true } });
    expect((await preferences(thandi.headers)).json()).toMatchObject({ language: 'xh' });
    const [row] = await get()
      .database.db.select({ language: users.language })
      .from(users)
      .where(eq(users.id, thandi.userId));
    expect(row?.language).toBe('xh');
  });

  it('refuses a language Khaya does not speak, saying which it does, and keeps the old one', async () => {
    const pieter = await customer(get().app, 'Pieter Language');
    await preferences(pieter.headers, { language: 'af' });
    for (const language of ['fr', 'en', 'ZU', '', 7, null]) {
      const refused = await preferences(pieter.headers, {
        language,
        email: { quotes: false },
      });
      expect(refused.statusCode, String(language)).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(
        "Choose one of Khaya's languages: en-ZA, zu, af, xh",
      );
    }
    expect((await preferences(pieter.headers)).json()).toMatchObject({
      language: 'af',
      email: { quotes: true },
    });
  });

  it('takes the language of the page a person signed up on, and says it in their own record', async () => {
    const { app } = get();
    const account = await createAccount();
    const create = (language: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/users',
        headers: bearer(account.idToken),
        payload: { name: 'Lindiwe Language', email: account.email, password: '', language },
      });
    const refused = await create('fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { language: "Choose one of Khaya's languages: en-ZA, zu, af, xh" },
    });
    const created = await create('zu');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ language: 'zu' });
    const own = await app.inject({
      url: `/api/users/firebase/${account.uid}`,
      headers: bearer(account.idToken),
    });
    expect(own.json()).toMatchObject({ language: 'zu' });
    expect((await preferences(bearer(account.idToken))).json()).toMatchObject({ language: 'zu' });
    // Without one, English (the spec's client sends none).
    const other = await customer(app, 'Spec Client');
    const record = await app.inject({ url: '/api/users/me', headers: other.headers });
    expect(record.json()).toMatchObject({ language: 'en-ZA' });
  });
});
