import { describe, expect, it } from 'vitest';
import { browserLabel } from '../push-subscriptions';
import type { Notice, Recipient } from './channels';
import { composePush } from './push';

const person = (language: Recipient['language']): Recipient => ({
  userId: '7d0c3a52-4f7e-4a55-9a84-2f1a1a3c0b11',
  name: 'Sipho Dlamini',
  email: null,
  whatsappNumber: null,
  language,
});
const lead = (deliveryId: number, place: string): Notice => ({
  deliveryId,
  kind: 'new_lead',
  title: `New plumbing request in ${place}`,
  body: 'The geyser drips.',
  link: `/quote/00000000-0000-4000-8000-00000000000${deliveryId}`,
});

describe('a push message (issue 52)', () => {
  it('carries one notice as it is, its link in the reader’s language, woken at once for a lead', () => {
    const message = composePush(person('zu'), [lead(4, 'Umlazi')]);
    expect(message).toMatchObject({ channel: 'push', headers: { Urgency: 'high' } });
    expect(JSON.parse(message.text)).toEqual({
      title: 'New plumbing request in Umlazi',
      body: 'The geyser drips.',
      link: '/zu/quote/00000000-0000-4000-8000-000000000004',
      tag: 'khaya-4',
    });
  });

  it('groups leads as their count, their places, and the dashboard that lists them', () => {
    const message = composePush(person('en-ZA'), [lead(7, 'Umlazi'), lead(8, 'Chatsworth')]);
    expect(JSON.parse(message.text)).toEqual({
      title: '2 new requests near you',
      body: 'New plumbing request in Umlazi · New plumbing request in Chatsworth',
      link: '/provider',
      tag: 'khaya-7',
    });
  });

  it('keeps within what push services carry, and is not urgent for a quote', () => {
    const long: Notice = {
      deliveryId: 9,
      kind: 'quote_received',
      title: 'New quote: R650',
      body: 'x'.repeat(3000),
      link: '/customer',
    };
    const message = composePush(person('af'), [long]);
    expect(message.headers['Urgency']).toBe('normal');
    const payload = JSON.parse(message.text) as { body: string; link: string };
    expect(payload.body).toHaveLength(400);
    expect(payload.link).toBe('/af/customer');
    // Sealed with its padding and record it stays under 4 KB.
    expect(Buffer.byteLength(message.text)).toBeLessThan(3000);
  });

  it('names the browser for Settings', () => {
    expect(
      browserLabel(
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36',
      ),
    ).toBe('Samsung Internet on Android');
    expect(
      browserLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(
      browserLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toBe('Firefox on Windows');
    expect(browserLabel(undefined)).toBe('A browser');
  });
});
