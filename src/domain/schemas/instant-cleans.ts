import { z } from 'zod';
import { CLEAN_EXTRAS, CLEAN_PRICE, EXTRA_PRICE, MAX_BATHROOMS, MAX_BEDROOMS } from '../price-list';
import { isCalendarDate } from '../when';
import { onQuarterHour } from '../working-hours';
import { queryNumber } from './common';

/** Instant booking of a standard clean (issue 45): price lists, the search, the booking. */

const rand = (what: string, range: { min: number; max: number }) =>
  z
    .number({ error: `Give ${what} in whole rand` })
    .int(`Give ${what} in whole rand`)
    .min(range.min, `${what[0]?.toUpperCase()}${what.slice(1)} is at least R${range.min}`)
    .max(range.max, `${what[0]?.toUpperCase()}${what.slice(1)} is at most R${range.max}`);

/** `PUT /api/providers/me/price-list`: the whole list. */
export const priceListBodySchema = z.strictObject({
  bedrooms: z
    .array(rand('the price', CLEAN_PRICE), { error: 'Give a price for each number of bedrooms' })
    .length(MAX_BEDROOMS, `Give a price for 1 to ${MAX_BEDROOMS} bedrooms`),
  extraBathroom: rand('the price of a bathroom', EXTRA_PRICE),
  extras: z.partialRecord(z.enum(CLEAN_EXTRAS), rand('the price of an extra', EXTRA_PRICE)),
  instant: z.boolean({ error: 'Say whether customers may book you instantly' }),
});
export type PriceListBody = z.infer<typeof priceListBodySchema>;

export const priceListSchema = priceListBodySchema.extend({
  updatedAt: z.iso.datetime(),
});
export type PriceListView = z.infer<typeof priceListSchema>;

const bedrooms = z
  .number({ error: 'Choose how many bedrooms' })
  .int('Choose how many bedrooms')
  .min(1, 'Choose how many bedrooms')
  .max(MAX_BEDROOMS, `At most ${MAX_BEDROOMS} bedrooms: ask for quotes for a bigger home`);
const bathrooms = z
  .number({ error: 'Choose how many bathrooms' })
  .int('Choose how many bathrooms')
  .min(1, 'Choose how many bathrooms')
  .max(MAX_BATHROOMS, `At most ${MAX_BATHROOMS} bathrooms: ask for quotes for a bigger home`);
const date = z
  .string({ error: 'Choose a date' })
  .max(10, 'Choose a date')
  .refine(isCalendarDate, 'Choose a date');
const inSouthAfrica = (kind: 'latitude' | 'longitude') =>
  z
    .number({ error: 'Choose the address from the list' })
    .min(kind === 'latitude' ? -35.2 : 16.2, 'Choose an address in South Africa')
    .max(kind === 'latitude' ? -22 : 33.2, 'Choose an address in South Africa');

/** `GET /api/instant-cleans`: who cleans a home at a point on a date, at what price, from when. */
export const instantCleanQuerySchema = z.strictObject({
  latitude: queryNumber(inSouthAfrica('latitude')),
  longitude: queryNumber(inSouthAfrica('longitude')),
  date,
  bedrooms: queryNumber(bedrooms),
  bathrooms: queryNumber(bathrooms),
  /** Comma-separated: 'oven,fridge'. */
  extras: z
    .string()
    .max(100)
    .optional()
    .transform((text, ctx) => {
      const names = (text ?? '').split(',').filter(Boolean);
      const unknown = names.find((name) => !(CLEAN_EXTRAS as readonly string[]).includes(name));
      if (unknown) {
        ctx.addIssue({ code: 'custom', message: `Choose extras from the list (not ${unknown})` });
        return z.NEVER;
      }
      return [...new Set(names)] as (typeof CLEAN_EXTRAS)[number][];
    }),
});
export type InstantCleanQuery = z.output<typeof instantCleanQuerySchema>;

const priceLine = z.object({ label: z.string(), amount: z.number().int() });

export const instantCleanOfferSchema = z.object({
  providerId: z.uuid(),
  name: z.string(),
  profilePhotoUrl: z.string().nullable(),
  isVerified: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  distanceKm: z.number().int(),
  /** Whole rand, and how it adds up. */
  total: z.number().int(),
  lines: z.array(priceLine),
  /** Free starts that day, 'HH:MM', on the half hour. */
  starts: z.array(z.string()),
});
export type InstantCleanOffer = z.infer<typeof instantCleanOfferSchema>;

export const instantCleanSearchSchema = z.object({
  date: z.iso.date(),
  /** How long the clean takes. */
  hours: z.number(),
  offers: z.array(instantCleanOfferSchema),
});
export type InstantCleanSearch = z.infer<typeof instantCleanSearchSchema>;

/** `POST /api/instant-cleans`: book one cleaner's start, at its listed price. */
export const bookCleanBodySchema = z.strictObject({
  providerId: z.uuid({ error: 'Choose a cleaner' }),
  date,
  start: z
    .string({ error: 'Choose a start time' })
    .refine(onQuarterHour, 'Choose a start time from the list'),
  bedrooms,
  bathrooms,
  extras: z
    .array(z.enum(CLEAN_EXTRAS, { error: 'Choose extras from the list' }))
    .max(CLEAN_EXTRAS.length)
    .default([]),
  location: z.string().trim().min(1, 'Location is required').max(200, 'Location is too long'),
  latitude: inSouthAfrica('latitude'),
  longitude: inSouthAfrica('longitude'),
  /** Anything the cleaner should know (gate code aside: that goes in messages after booking). */
  notes: z.string().trim().max(500, 'Keep the notes under 500 characters').optional(),
});
export type BookCleanBody = z.output<typeof bookCleanBodySchema>;

export const bookedCleanSchema = z.object({ quoteRequestId: z.uuid(), bookingId: z.uuid() });

/** `POST /api/bookings/{id}/decline`: the cleaner declines an instant booking, with a reason. */
export const declineBookingBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Say why you cannot take it' })
    .trim()
    .min(1, 'Say why you cannot take it')
    .max(300, 'Keep the reason under 300 characters'),
});
