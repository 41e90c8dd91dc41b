import { describe, expect, it } from 'vitest';
import { isSaPhone, saPhoneOrNull } from './phone';

describe('South African phone numbers', () => {
  it('accepts local and international forms, with spaces and dashes', () => {
    expect(isSaPhone('082 123 4567')).toBe(true);
    expect(isSaPhone('+27 82-123-4567')).toBe(true);
    expect(isSaPhone('021 555 0100')).toBe(true);
  });

  it('refuses numbers of other countries and the wrong length', () => {
    expect(isSaPhone('+44 20 7946 0958')).toBe(false);
    expect(isSaPhone('082 123 456')).toBe(false);
    expect(isSaPhone('002 123 4567')).toBe(false);
  });

  it('keeps a South African number trimmed and drops anything else', () => {
    expect(saPhoneOrNull('  +27821234567 ')).toBe('+27821234567');
    expect(saPhoneOrNull('+15551234567')).toBeNull();
    expect(saPhoneOrNull('')).toBeNull();
    expect(saPhoneOrNull(null)).toBeNull();
    // A number the form would refuse as too long (over 20 characters) is not kept either.
    expect(isSaPhone('082---123---4567-----')).toBe(true);
    expect(saPhoneOrNull('082---123---4567-----')).toBeNull();
  });
});
