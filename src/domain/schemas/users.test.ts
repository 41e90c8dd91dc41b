import { describe, expect, it } from 'vitest';
import { createUserBodySchema, registerFormSchema } from './users';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('register form', () => {
  it("gives the spec's messages", () => {
    const result = registerFormSchema.safeParse({
      name: 'A',
      email: 'nope',
      password: '12345',
      isProvider: false,
    });
    expect(messages(result)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('accepts an empty phone, South African and international numbers', () => {
    for (const phone of [
      '',
      '082 123 4567',
      '+27 82 123 4567',
      '021-555-0100',
      '+44 20 7946 0958',
    ]) {
      const result = registerFormSchema.safeParse({
        name: 'Thandi',
        email: 't@x.co.za',
        password: 'secret1',
        phone,
        isProvider: true,
      });
      expect(result.success, phone).toBe(true);
    }
    const bad = registerFormSchema.safeParse({
      name: 'Thandi',
      email: 't@x.co.za',
      password: 'secret1',
      phone: '12345',
      isProvider: false,
    });
    expect(messages(bad)).toEqual({
      phone: 'Enter a South African number (082 123 4567) or an international one starting with +',
    });
  });
});

describe('POST /api/users body', () => {
  it('accepts the spec client payload with its empty password', () => {
    const parsed = createUserBodySchema.parse({
      name: 'Thandi',
      email: 't@x.co.za',
      password: '',
      phone: '',
      isProvider: 1,
      firebaseUid: 'abc',
    });
    expect(parsed.isProvider).toBe(1);
  });
  it('refuses a real password: passwords are never sent here', () => {
    expect(
      createUserBodySchema.safeParse({ name: 'Thandi', email: 't@x.co.za', password: 'secret' })
        .success,
    ).toBe(false);
  });
  it('refuses flags other than 0 and 1', () => {
    expect(
      createUserBodySchema.safeParse({ name: 'Thandi', email: 't@x.co.za', isProvider: true })
        .success,
    ).toBe(false);
  });
});
