import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { describeEachDatabase } from '../helpers/app';
import { bearer, createAccount, uniqueEmail } from '../helpers/auth';

describeEachDatabase('users API', (get) => {
  const createUser = (token: string, payload: Record<string, unknown>) =>
    get().app.inject({ method: 'POST', url: '/api/users', headers: bearer(token), payload });

  it("creates the caller's record from the token, never storing the password", async () => {
    const account = await createAccount();
    const response = await createUser(account.idToken, {
      name: 'Thandi Nkosi',
      email: account.email,
      password: '',
      phone: '082 123 4567',
      isProvider: 1,
      firebaseUid: account.uid,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      firebaseUid: account.uid,
      name: 'Thandi Nkosi',
      email: account.email,
      phone: '+27821234567',
      isProvider: 1,
    });
    expect(body).not.toHaveProperty('password');
    const [row] = await get()
      .database.db.select()
      .from(users)
      .where(eq(users.firebaseUid, account.uid));
    expect(row).toBeDefined();
    expect(Object.keys(row!)).not.toContain('password');
  });

  it('stores any phone number in one form, E.164, international ones included', async () => {
    for (const [typed, stored] of [
      ['+44 20 7946 0958', '+442079460958'],
      ['021-555-0100', '+27215550100'],
      ['0027 82 123 4567', '+27821234567'],
    ]) {
      const account = await createAccount();
      const response = await createUser(account.idToken, {
        name: 'Abroad Person',
        email: account.email,
        phone: typed,
      });
      expect(response.statusCode, typed).toBe(201);
      expect(response.json().phone).toBe(stored);
    }
  });

  it('takes the uid from the token when the body leaves it out, and defaults to customer', async () => {
    const account = await createAccount();
    const response = await createUser(account.idToken, {
      name: 'Pieter Botha',
      email: account.email,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ firebaseUid: account.uid, isProvider: 0, phone: null });
  });

  it('refuses a body uid that is not the caller with 403, storing nothing', async () => {
    const account = await createAccount();
    const other = await createAccount();
    const response = await createUser(account.idToken, {
      name: 'Mallory',
      email: account.email,
      firebaseUid: other.uid,
    });
    expect(response.statusCode).toBe(403);
    const rows = await get()
      .database.db.select()
      .from(users)
      .where(eq(users.firebaseUid, account.uid));
    expect(rows).toHaveLength(0);
  });

  it("refuses an email that is not the token's with 403", async () => {
    const account = await createAccount();
    const response = await createUser(account.idToken, { name: 'Mallory', email: uniqueEmail() });
    expect(response.statusCode).toBe(403);
  });

  it('answers 409 for a second record for the same identity', async () => {
    const account = await createAccount();
    const payload = { name: 'Ayanda Khumalo', email: account.email };
    expect((await createUser(account.idToken, payload)).statusCode).toBe(201);
    const second = await createUser(account.idToken, payload);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('An account already exists for this sign-in.');
  });

  it('answers 409 for an email another record has, whatever its case', async () => {
    // A record left by an identity that no longer exists (e.g. an emulator reset) owns the email.
    const account = await createAccount();
    await get()
      .database.db.insert(users)
      .values({
        firebaseUid: `gone-${account.uid}`,
        name: 'Earlier Owner',
        email: account.email.toUpperCase(),
      });
    const clash = await createUser(account.idToken, { name: 'New Owner', email: account.email });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: 'An account with this email already exists.',
      errors: { email: 'An account with this email already exists.' },
    });
    const rows = await get()
      .database.db.select()
      .from(users)
      .where(eq(users.firebaseUid, account.uid));
    expect(rows).toHaveLength(0);
  });

  it("validates with the spec's messages, naming the field", async () => {
    const account = await createAccount();
    const shortName = await createUser(account.idToken, { name: 'T', email: account.email });
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json()).toEqual({
      message: 'Name must be at least 2 characters',
      errors: { name: 'Name must be at least 2 characters' },
    });
    const badEmail = await createUser(account.idToken, { name: 'Thandi', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual({ email: 'Invalid email address' });
    const badFlag = await createUser(account.idToken, {
      name: 'Thandi',
      email: account.email,
      isProvider: 2,
    });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().errors).toHaveProperty('isProvider');
    const badPhone = await createUser(account.idToken, {
      name: 'Thandi',
      email: account.email,
      phone: '12',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toEqual({
      phone: 'Enter a South African number (082 123 4567) or an international one starting with +',
    });
  });

  it('reads your own record by uid and at /me; another uid is 403', async () => {
    const account = await createAccount();
    const other = await createAccount();
    await createUser(account.idToken, { name: 'Lerato Mokoena', email: account.email });

    const own = await get().app.inject({
      method: 'GET',
      url: `/api/users/firebase/${account.uid}`,
      headers: bearer(account.idToken),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Lerato Mokoena', firebaseUid: account.uid });

    const me = await get().app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(account.idToken),
    });
    expect(me.json()).toEqual(own.json());

    const foreign = await get().app.inject({
      method: 'GET',
      url: `/api/users/firebase/${account.uid}`,
      headers: bearer(other.idToken),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'User not found' });

    const missing = await get().app.inject({
      method: 'GET',
      url: `/api/users/firebase/${other.uid}`,
      headers: bearer(other.idToken),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
  });
});
