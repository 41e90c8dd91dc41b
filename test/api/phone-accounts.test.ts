import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { postQuote, postRequest, provider } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { bearer, createAccount, createPhoneAccount, uniqueEmail } from '../helpers/auth';

describeEachDatabase('accounts that sign in with a phone number', (get) => {
  const call = (
    token: string,
    method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
    url: string,
    payload?: object,
  ) => get().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('creates the record from the proved number, with no email', async () => {
    const phone = await createPhoneAccount();
    const created = await call(phone.idToken, 'POST', '/api/users', {
      name: 'Lindiwe Zulu',
      // A number typed in the body is not the one Firebase proved: the token's wins.
      phone: '083 000 0000',
      isProvider: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      firebaseUid: phone.uid,
      name: 'Lindiwe Zulu',
      email: '',
      phone: phone.phoneNumber,
    });
    const [row] = await get()
      .database.db.select()
      .from(users)
      .where(eq(users.firebaseUid, phone.uid));
    expect(row).toMatchObject({ email: null, emailVerifiedAt: null, phone: phone.phoneNumber });
    const own = await call(phone.idToken, 'GET', `/api/users/firebase/${phone.uid}`);
    expect(own.json()).toMatchObject({ email: '', phone: phone.phoneNumber });
  });

  it('takes no email the token does not carry; an email account still needs its email', async () => {
    const phone = await createPhoneAccount();
    const squatting = await call(phone.idToken, 'POST', '/api/users', {
      name: 'Mallory',
      email: uniqueEmail(),
    });
    expect(squatting.statusCode).toBe(403);
    expect(squatting.json().errors).toEqual({
      email: 'The email must be the one you signed in with.',
    });
    const emailAccount = await createAccount();
    const noEmail = await call(emailAccount.idToken, 'POST', '/api/users', { name: 'Thandi' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({
      message: 'Invalid email address',
      errors: { email: 'Invalid email address' },
    });
    for (const uid of [phone.uid, emailAccount.uid]) {
      const rows = await get().database.db.select().from(users).where(eq(users.firebaseUid, uid));
      expect(rows).toHaveLength(0);
    }
  });

  it('keeps the number the account is reached on, and deletes when the number is typed', async () => {
    const phone = await createPhoneAccount();
    expect(
      (await call(phone.idToken, 'POST', '/api/users', { name: 'Sizwe Mthembu' })).statusCode,
    ).toBe(201);
    const removed = await call(phone.idToken, 'PATCH', '/api/users/me', { phone: '' });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().errors).toEqual({
      phone:
        'Your phone number is how Khaya reaches you: add an email first, then you can remove it.',
    });
    const wrong = await call(phone.idToken, 'DELETE', '/api/users/me', {
      confirmEmail: '082 000 0001',
    });
    expect(wrong.statusCode).toBe(400);
    const local = `0${phone.phoneNumber.slice(3, 5)} ${phone.phoneNumber.slice(5, 8)} ${phone.phoneNumber.slice(8)}`;
    const deleted = await call(phone.idToken, 'DELETE', '/api/users/me', { confirmEmail: local });
    expect(deleted.statusCode, deleted.body).toBe(204);
  });

  it('the hired provider gets the number to call, and no empty email', async () => {
    const phone = await createPhoneAccount();
    const created = await call(phone.idToken, 'POST', '/api/users', { name: 'Nomsa Dube' });
    expect(created.statusCode).toBe(201);
    const customer = {
      uid: phone.uid,
      email: '',
      password: '',
      idToken: phone.idToken,
      userId: created.json().id as string,
      headers: bearer(phone.idToken),
    };
    const plumber = await provider(get().app, ['cleaning']);
    const requestId = await postRequest(get().app, customer);
    const quoteId = await postQuote(get().app, plumber, requestId);
    const accepted = await call(phone.idToken, 'POST', `/api/quotes/${quoteId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const seen = await get().app.inject({
      method: 'GET',
      url: `/api/quote-requests/${requestId}`,
      headers: plumber.headers,
    });
    expect(seen.json().customerContact).toEqual({
      name: 'Nomsa Dube',
      email: null,
      phone: phone.phoneNumber,
    });
  });
});
