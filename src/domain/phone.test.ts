import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone, PHONE_PATTERN } from './phone';

describe('phone numbers', () => {
  it('stores South African numbers in any typed form as E.164', () => {
    expect(normalisePhone('082 123 4567')).toBe('+27821234567');
    expect(normalisePhone('+27 82-123-4567')).toBe('+27821234567');
    expect(normalisePhone('021.555.0100')).toBe('+27215550100');
    expect(normalisePhone('0027 82 123 4567')).toBe('+27821234567');
    expect(normalisePhone('  +27821234567 ')).toBe('+27821234567');
  });

  it('accepts international numbers in the + form', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('+1 (555) 123-4567')).toBe('+15551234567');
    expect(normalisePhone('+263 77 123 4567')).toBe('+263771234567');
  });

  it('refuses what is no number: wrong lengths, leading zeros, letters, too long', () => {
    for (const bad of [
      '082 123 456',
      '002 123 4567',
      '+27 82 123 45678',
      '+0 123 456 789',
      '+44 12',
      '+1234567890123456',
      '082 123 4567 ext 2',
      '555 1234',
      '082 - - 123 - - 4567 - - - - -',
      '',
    ]) {
      expect(normalisePhone(bad), bad).toBeNull();
    }
    expect(normalisePhone(null)).toBeNull();
  });

  it('shows a South African number grouped, others as stored', () => {
    expect(formatPhone('+27821234567')).toBe('+27 82 123 4567');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });
});

describe('the phone pattern of the API document', () => {
  it('accepts exactly what the server accepts', () => {
    const pattern = new RegExp(PHONE_PATTERN);
    const samples = [
      '',
      '  ',
      '082 123 4567',
      '(082) 123-4567',
      '+27 82 123 4567',
      '+27 82 123 45678',
      '0027 82 123 4567',
      '0027 82 123 456',
      '+44 20 7946 0958',
      '0044 20 7946 0958',
      '002 123 4567',
      '+0 123 456 789',
      '+1 (555) 123-4567',
      '+1234567890123456',
      '+12345678',
      '+1234567',
      '082 123 456',
      '082 123 4567 ext 2',
      '555 1234',
    ];
    for (const sample of samples) {
      const server = sample.trim() === '' || normalisePhone(sample) !== null;
      expect(pattern.test(sample), sample).toBe(server);
    }
  });
});
