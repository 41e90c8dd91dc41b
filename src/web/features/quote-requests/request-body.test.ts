import { describe, expect, it } from 'vitest';
import { CUSTOM_ITEM } from '../../../domain/presets';
import { createQuoteRequestBodySchema } from '../../../domain/schemas/quote-requests';
import { addDays, southAfricanToday } from '../../../domain/when';
import {
  buildQuoteRequestBody,
  canAddItem,
  NO_ANSWERS,
  type RequestFormValues,
} from './request-body';

const place = {
  id: 'za-1',
  name: 'Claremont',
  formattedAddress: 'Claremont, City of Cape Town, Western Cape, South Africa',
  latitude: -33.98,
  longitude: 18.46,
};

const base: RequestFormValues = {
  serviceType: 'cleaning',
  description: ' Deep clean ',
  place,
  whenKind: 'dates',
  dates: [{ date: addDays(southAfricanToday(), 1), window: 'morning' }],
  cleaningType: 'indoor',
  rooms: ['Kitchen', 'Bedroom'],
  outdoorTasks: ['Weeding'],
  items: [{ name: 'Carpet', fabric: 'Wool' }],
  answers: NO_ANSWERS,
  budget: '',
};

describe('quote request body', () => {
  it('sends rooms for indoor cleaning, never tasks, with the place and its coordinates', () => {
    const body = buildQuoteRequestBody(base, 'user-1');
    expect(body).toEqual({
      customerId: 'user-1',
      serviceType: 'cleaning',
      description: 'Deep clean',
      location: place.formattedAddress,
      latitude: -33.98,
      longitude: 18.46,
      when: {
        kind: 'dates',
        dates: [{ date: addDays(southAfricanToday(), 1), window: 'morning' }],
      },
      cleaningDetails: {
        cleaningType: 'indoor',
        rooms: ['Kitchen', 'Bedroom'],
        items: [{ name: 'Carpet', fabric: 'Wool' }],
      },
    });
    expect(createQuoteRequestBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends tasks for outdoor cleaning and leaves out empty lists', () => {
    const body = buildQuoteRequestBody({ ...base, cleaningType: 'outdoor', items: [] }, 'u');
    expect(body.cleaningDetails).toEqual({ cleaningType: 'outdoor', outdoorTasks: ['Weeding'] });
    const bare = buildQuoteRequestBody(
      { ...base, cleaningType: 'outdoor', outdoorTasks: [], items: [] },
      'u',
    );
    expect(bare.cleaningDetails).toEqual({ cleaningType: 'outdoor' });
  });

  it("sends 'as soon as possible' and 'flexible' without dates", () => {
    expect(buildQuoteRequestBody({ ...base, whenKind: 'soon' }, 'u').when).toEqual({
      kind: 'soon',
    });
    const body = buildQuoteRequestBody({ ...base, whenKind: 'flexible' }, 'u');
    expect(body.when).toEqual({ kind: 'flexible' });
    expect(createQuoteRequestBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends no cleaning details for other services', () => {
    const body = buildQuoteRequestBody({ ...base, serviceType: 'plumbing' }, 'u');
    expect(body).not.toHaveProperty('cleaningDetails');
    expect(createQuoteRequestBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends only the request's own trade's answers, and only those given", () => {
    const answers = {
      ...NO_ANSWERS,
      problem: 'leak' as const,
      waterRunning: 'no' as const,
      geyserSize: '150' as const,
      work: 'db-board' as const,
      gardenTasks: ['lawn' as const],
      bedrooms: '2',
    };
    const plumbing = buildQuoteRequestBody(
      { ...base, serviceType: 'plumbing', answers, budget: '500-1500' },
      'u',
    );
    // The geyser's size is left out: the problem is a leak.
    expect(plumbing.tradeDetails).toEqual({
      trade: 'plumbing',
      problem: 'leak',
      waterRunning: false,
    });
    expect(plumbing.budget).toBe('500-1500');
    expect(createQuoteRequestBodySchema.safeParse(plumbing).success).toBe(true);
    const garden = buildQuoteRequestBody({ ...base, serviceType: 'gardening', answers }, 'u');
    expect(garden.tradeDetails).toEqual({ trade: 'gardening', tasks: ['lawn'] });
    expect(garden).not.toHaveProperty('budget');
    const clean = buildQuoteRequestBody({ ...base, answers }, 'u');
    expect(clean).not.toHaveProperty('tradeDetails');
    expect(clean.cleaningDetails).toMatchObject({ bedrooms: 2 });
    expect(clean.cleaningDetails).not.toHaveProperty('bathrooms');
    const none = buildQuoteRequestBody({ ...base, serviceType: 'electrical' }, 'u');
    expect(none).not.toHaveProperty('tradeDetails');
    // A draft kept before the questions existed.
    const old = { ...base, serviceType: 'plumbing' as const, answers: undefined };
    expect(buildQuoteRequestBody(old as unknown as RequestFormValues, 'u')).not.toHaveProperty(
      'tradeDetails',
    );
  });

  it('needs a chosen place', () => {
    expect(() => buildQuoteRequestBody({ ...base, place: null }, 'u')).toThrow();
  });
});

describe('the add-item button', () => {
  it('is disabled with nothing chosen or a custom item without a name', () => {
    expect(canAddItem('', '', CUSTOM_ITEM)).toBe(false);
    expect(canAddItem(CUSTOM_ITEM, '  ', CUSTOM_ITEM)).toBe(false);
    expect(canAddItem(CUSTOM_ITEM, 'Garden bench', CUSTOM_ITEM)).toBe(true);
    expect(canAddItem('Carpet', '', CUSTOM_ITEM)).toBe(true);
  });
});
