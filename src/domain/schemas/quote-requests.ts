import { PROTECTED_PAYMENT_STATES } from '../protected-payment-states';
import { requestPhotoSchema } from './request-photos';
import { z } from 'zod';
import { quoteTermsSchema } from './quote-terms';
import { budgetBandSchema, tradeDetailsSchema } from './trade-questions';
import { cleaningDetailsSchema } from './cleaning-details';
import { QUOTE_REQUEST_STATUSES, QUOTE_STATUSES } from '../quote-status';
import { latitudeSchema, limitSchema, longitudeSchema, serviceTypeSchema } from './providers';
import { bookingSchema } from './bookings';
import { checkWhenDates, wantedDateSchema, whenChoiceSchema } from './when';

/**
 * `POST /api/quote-requests`. The customer is the caller: a `customerId` in the body is
 * accepted (the spec's client sends it) and ignored. Status is never taken from the body.
 */
export const createQuoteRequestBodySchema = z
  .object({
    customerId: z.string().max(64).optional(),
    serviceType: serviceTypeSchema,
    description: z
      .string()
      .trim()
      .min(1, 'Describe the job')
      .max(2000, 'Keep the description under 2000 characters'),
    location: z.string().trim().min(1, 'Location is required').max(200, 'Location is too long'),
    latitude: latitudeSchema.nullish(),
    longitude: longitudeSchema.nullish(),
    /**
     * The spec's free text; optional when `when` is given, from which the server writes it
     * ('Thu 3 Dec, morning (07:00-12:00)').
     */
    preferredDate: z
      .string()
      .trim()
      .min(1, 'Say when you would like the work done')
      .max(100, 'Keep the preferred date under 100 characters')
      .optional(),
    when: whenChoiceSchema.nullish(),
    cleaningDetails: cleaningDetailsSchema.nullish(),
    /** The answers to the trade's questions (plumbing, electrical, gardening; issue 46). */
    tradeDetails: tradeDetailsSchema.nullish(),
    /** What the customer means to spend, as a band (optional). */
    budget: budgetBandSchema.nullish(),
    /** The provider the customer asks by name ('Request quote' on its card). */
    requestedProviderId: z.uuid({ error: 'Choose a provider from the list' }).nullish(),
  })
  // Said with the other missing fields, not after them: the check runs on the raw body.
  .refine((body) => Boolean(body.when) || body.preferredDate !== undefined, {
    path: ['preferredDate'],
    message: 'Say when you would like the work done',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .superRefine((body, ctx) => {
    if (body.when) checkWhenDates(body.when, ctx, ['when', 'dates']);
    if (body.cleaningDetails && body.serviceType !== 'cleaning') {
      ctx.addIssue({
        code: 'custom',
        path: ['cleaningDetails'],
        message: 'Cleaning details are only for cleaning requests',
      });
    }
    if (body.tradeDetails && body.tradeDetails.trade !== body.serviceType) {
      ctx.addIssue({
        code: 'custom',
        path: ['tradeDetails', 'trade'],
        message: `These answers are for ${body.tradeDetails.trade} requests, not ${body.serviceType}`,
      });
    }
  })
  .meta({
    allOf: [
      {
        if: { properties: { serviceType: { not: { const: 'cleaning' } } } },
        then: { properties: { cleaningDetails: { type: 'null' } } },
      },
      // The answers are the request's own trade's (or none).
      ...(['cleaning', 'plumbing', 'electrical', 'gardening'] as const).map((trade) => ({
        if: { properties: { serviceType: { const: trade } }, required: ['serviceType'] },
        then: {
          properties: {
            tradeDetails: {
              anyOf: [{ type: 'null' }, { properties: { trade: { const: trade } } }],
            },
          },
        },
      })),
    ],
  });
export type CreateQuoteRequestBody = z.infer<typeof createQuoteRequestBodySchema>;

export const quoteRequestStatusSchema = z.enum(QUOTE_REQUEST_STATUSES);
export const quoteStatusSchema = z.enum(QUOTE_STATUSES);

export const quoteSummarySchema = quoteTermsSchema.extend({
  id: z.uuid(),
  providerId: z.uuid(),
  providerName: z.string(),
  /** Its provider takes payment through Khaya only (on the request's own quotes list). */
  protectedOnly: z.boolean().optional(),
  status: quoteStatusSchema,
  createdAt: z.iso.datetime(),
  /** 1 when sent; one more with each change (accepting sends the revision shown). */
  revision: z.number().int(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** How to reach the other side of an accepted job. */
const contactSchema = z.object({
  name: z.string(),
  /** Null for an account that signs in with its phone number (then `phone` is there). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const quoteRequestSchema = z.object({
  id: z.uuid(),
  /** The customer's user id (the spec's field): the web tells its own requests by it. */
  customerId: z.uuid(),
  serviceType: serviceTypeSchema,
  description: z.string(),
  /**
   * The address as the customer gave it. A provider sees only the area until the customer
   * accepts its quote (then the address), and no coordinates before that.
   */
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The suburb and town ('Sea Point, Cape Town'). */
  area: z.string(),
  /** For a provider: whole kilometres from its base to the request (null without a point). */
  distanceKm: z.number().int().nullable(),
  /** The provider the customer asked by name, if any. */
  requestedProviderId: z.uuid().nullable(),
  /** How many of the five places for quotes are taken. */
  quoteCount: z.number().int(),
  /** When, in words: as the customer typed it, or written from `when`. */
  preferredDate: z.string(),
  /** When, as chosen on the form (null for a request sent with text only). */
  when: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('dates'), dates: z.array(wantedDateSchema) }),
      z.object({
        kind: z.enum(['soon', 'flexible', 'emergency']),
        from: z.string(),
        to: z.string(),
      }),
    ])
    .nullable(),
  status: quoteRequestStatusSchema,
  cleaningDetails: z
    .object({
      cleaningType: z.enum(['indoor', 'outdoor']),
      rooms: z.array(z.string()).optional(),
      outdoorTasks: z.array(z.string()).optional(),
      items: z.array(z.object({ name: z.string(), fabric: z.string().optional() })).optional(),
      bedrooms: z.number().int().optional(),
      bathrooms: z.number().int().optional(),
    })
    .nullable(),
  /** The answers to the trade's questions, null when none were given. */
  tradeDetails: tradeDetailsSchema.nullable(),
  /** The customer's budget band, if given. */
  budget: budgetBandSchema.nullable(),
  /** An emergency: wanted today (`when.kind` is 'emergency'); providers see these first. */
  emergency: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The customer's full name for the customer; only the first name for a provider. */
  customerName: z.string(),
  /** Every quote for the customer; only the caller's own quote for a provider. */
  quotes: z.array(quoteSummarySchema),
  /** For a provider: whether it may still send a quote on this request. */
  canQuote: z.boolean(),
  /**
   * For the provider whose quote the customer accepted: how to reach the customer.
   * Null for everyone else (a provider never sees an email or phone before that).
   */
  customerContact: contactSchema.nullable(),
  /**
   * For the customer, once they accepted a quote: how to reach that provider (its business
   * name, email and phone). Null before, and for every provider.
   */
  providerContact: contactSchema.nullable(),
  /**
   * For a provider: how providers who worked for this customer rated them (mean stars in tenths,
   * and how many reviews), null without published reviews. Never shown to anyone else.
   */
  customerRating: z.object({ rating: z.number().int(), count: z.number().int() }).nullable(),
  /**
   * For a provider (issue 49): how many booked visits the customer cancelled in the last 12
   * months; null for the customer and everyone else.
   */
  customerCancellations: z.number().int().nullable(),
  /**
   * The job's booked visit, for the customer and the provider whose quote was accepted; null
   * for everyone else and for a job accepted without a time.
   */
  booking: bookingSchema.nullable(),
  /** The customer's photos of the work (issue 46), for whoever may see the request. */
  photos: z.array(requestPhotoSchema),
  /**
   * For the customer and the hired provider of a job paid through Khaya (issue 48): where its
   * payment stands (`GET /api/quote-requests/:id/payment` has the rest); null when paid directly.
   */
  paymentThroughKhaya: z.enum(PROTECTED_PAYMENT_STATES).nullable(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteRequestViewSchema = z.enum(['customer', 'provider']);
export type QuoteRequestView = z.infer<typeof quoteRequestViewSchema>;

/** The provider view's two tabs: requests it may quote on, and those it quoted on. */
export const providerScopeSchema = z.enum(['new', 'quoted'], {
  error: 'scope must be new or quoted',
});
export type ProviderScope = z.infer<typeof providerScopeSchema>;

export const quoteRequestListQuerySchema = z.object({
  as: quoteRequestViewSchema.default('customer'),
  status: quoteRequestStatusSchema.optional(),
  /** For as=provider: only one tab's requests (both when absent). */
  scope: providerScopeSchema.optional(),
  limit: limitSchema,
  cursor: z.string().max(200).optional(),
});
export type QuoteRequestListQuery = z.infer<typeof quoteRequestListQuerySchema>;

export * from './cleaning-details';
export * from './request-stats';
