import { describe, expect, it } from 'vitest';
import { messageTime } from './dates';

describe('message times', () => {
  it('are South African time wherever the phone is, with the day once it is not today there', () => {
    // 23:30 UTC on 25 November is 01:30 on the 26th in Johannesburg.
    const sent = new Date('2026-11-25T23:30:00Z');
    expect(messageTime(sent, new Date('2026-11-26T08:00:00Z'))).toBe('01:30');
    expect(messageTime(sent, new Date('2026-11-27T08:00:00Z'))).toBe('26 Nov, 01:30');
    // Still the 25th in UTC, but already the 26th in South Africa: today there.
    expect(messageTime(sent, new Date('2026-11-25T23:45:00Z'))).toBe('01:30');
  });
});
