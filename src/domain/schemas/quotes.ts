import { z } from 'zod';
import { ESTIMATED_HOURS, hourlyTotal, maxDeposit } from '../quote-pricing';
import { VISIT_HOURS } from '../visit';
import { onQuarterHour } from '../working-hours';
import { numericText, randText } from './common';
import { quoteStatusSchema } from './quote-requests';
import { priceTypeSchema, quoteTermsSchema } from './quote-terms';

export { priceTypeSchema, quoteTermsSchema, type QuoteTerms } from './quote-terms';

/**
 * Quote amount in whole rand: at least 1 (spec section 5). Text is read as a South African types
 * an amount ('R1 850', '1,850'; see randText).
 */
export const amountSchema = z.preprocess(
  randText,
  z
    .number({ error: 'Amount must be a number' })
    .int('Whole rand only')
    .min(1, 'Amount must be greater than 0')
    .max(10_000_000, 'Amount is too high'),
);

const message = z
  .string({ error: 'Message must be text' })
  .trim()
  .max(1000, 'Keep the message under 1000 characters')
  .nullish()
  .transform((m) => (m ? m : null));

const hourlyRate = z.preprocess(
  randText,
  z
    .number({ error: 'Hourly rate must be a number' })
    .int('Whole rand only')
    .min(1, 'Hourly rate must be greater than 0')
    .max(100_000, 'Hourly rate is too high'),
);

const estimatedHours = z.preprocess(
  numericText,
  z
    .number({ error: 'Hours must be a number' })
    .min(ESTIMATED_HOURS.min, `At least ${ESTIMATED_HOURS.min} hours`)
    .max(ESTIMATED_HOURS.max, `At most ${ESTIMATED_HOURS.max} hours`)
    .multipleOf(ESTIMATED_HOURS.step, 'Hours in halves: 2 or 2.5'),
);

const calloutFee = z.preprocess(
  (value) => (value === '' ? 0 : randText(value)),
  z
    .number({ error: 'Call-out fee must be a number' })
    .int('Whole rand only')
    .min(0, 'Call-out fee cannot be negative')
    .max(100_000, 'Call-out fee is too high'),
);

const deposit = z.preprocess(
  (value) => (value === '' ? 0 : randText(value)),
  z
    .number({ error: 'Deposit must be a number' })
    .int('Whole rand only')
    .min(0, 'Deposit cannot be negative')
    .max(5_000_000, 'Deposit is too high'),
);

const visitHours = z.preprocess(
  numericText,
  z
    .number({ error: 'Say how long the visit takes, in hours' })
    .min(VISIT_HOURS.min, `At least ${VISIT_HOURS.min} hours`)
    .max(VISIT_HOURS.max, `At most ${VISIT_HOURS.max} hours in one visit`)
    .multipleOf(VISIT_HOURS.step, 'Hours in halves: 2 or 2.5'),
);

const visitStart = z
  .string({ error: 'Choose a start time' })
  .refine(onQuarterHour, 'Choose a start time on the quarter hour, like 08:00 or 08:15');

/** A South African day, as a date input gives it. */
const day = (what: string) =>
  z
    .string({ error: `Choose the ${what}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Choose the ${what}`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `Choose the ${what}`);

/**
 * How a quote is priced besides the total: each optional; the server applies the rules that
 * depend on the rest of the quote and on today (src/server/services/quotes).
 */
const pricingFields = {
  priceType: priceTypeSchema.optional(),
  hourlyRate: hourlyRate.nullish(),
  estimatedHours: estimatedHours.nullish(),
  calloutFee: calloutFee.optional(),
  includesMaterials: z.boolean({ error: 'Say whether materials are included' }).optional(),
  /** Asked up front for materials: at most half the total (checked by the server). */
  deposit: deposit.optional(),
  earliestStart: day('earliest start date').nullish(),
  /** The visit proposed (all three; a null date takes it away): checked against the request. */
  visitDate: day('date of the visit').nullish(),
  visitStart: visitStart.nullish(),
  visitHours: visitHours.nullish(),
  validUntil: day('date the quote is valid until').optional(),
};

/**
 * `POST /api/quotes`. The provider is the caller's own profile: the spec's client sends a
 * placeholder `providerId`, which is accepted and ignored. The spec's two fields (`amount`,
 * `message`) make a fixed price with no call-out fee, valid 14 days; an hourly quote may leave
 * `amount` out (it is the rate times the hours).
 */
export const createQuoteBodySchema = z.object({
  quoteRequestId: z.uuid('Choose a valid request'),
  providerId: z
    .union([z.number().int(), z.string().max(64)])
    .nullish()
    .meta({ description: "Ignored: a quote is always the caller's own provider profile's." }),
  amount: amountSchema.optional(),
  message,
  ...pricingFields,
});
export type CreateQuoteBody = z.infer<typeof createQuoteBodySchema>;

/** `PATCH /api/quotes/{id}`: the provider revises its open quote (any of these, at least one). */
export const reviseQuoteBodySchema = z
  .strictObject({
    amount: amountSchema.optional(),
    // Left out: the message stays; empty: no message.
    message: z
      .string({ error: 'Message must be text' })
      .trim()
      .max(1000, 'Keep the message under 1000 characters')
      .nullish()
      .transform((m) => (m === undefined ? undefined : m || null)),
    ...pricingFields,
    /**
     * The revision the change was made from (the quote as the form showed it): a quote changed
     * since, on another phone or tab, is not overwritten (409). Left out: the change applies.
     */
    revision: z
      .number({ error: 'revision must be a number' })
      .int('revision must be a whole number')
      .min(1, 'revision must be at least 1')
      .optional(),
  })
  .refine(
    (body) =>
      Object.entries(body).some(([field, value]) => field !== 'revision' && value !== undefined),
    { message: 'Change at least one thing' },
  );
export type ReviseQuoteBody = z.infer<typeof reviseQuoteBodySchema>;

/** `POST /api/quotes/{id}/accept`: the revision the customer is looking at (none: the current). */
/** How the customer pays the provider they accept: directly (cash, EFT), or through Khaya. */
export const PAYMENT_CHOICES = ['direct', 'protected'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

export const paymentChoiceSchema = z.enum(PAYMENT_CHOICES, {
  error: "Choose 'direct' or 'protected'",
});

export const acceptQuoteBodySchema = z
  .object({
    revision: z
      .number({ error: 'revision must be a number' })
      .int('revision must be a whole number')
      .min(1, 'revision must be at least 1')
      .optional(),
    /** How the customer pays: directly (the default), or through Khaya (protected payment). */
    payment: paymentChoiceSchema.optional(),
  })
  .nullish();

/**
 * The quote form in the browser (numbers typed as text): the total for a fixed price or an
 * estimate, the rate and hours for an hourly quote; the server checks the dates against today.
 */
export const quoteFormSchema = z
  .object({
    priceType: priceTypeSchema,
    amount: z.string(),
    hourlyRate: z.string(),
    estimatedHours: z.string(),
    calloutFee: z.string(),
    includesMaterials: z.boolean(),
    deposit: z.string(),
    earliestStart: z.string(),
    visitDate: z.string(),
    visitStart: z.string(),
    visitHours: z.string(),
    validUntil: z.string(),
    message: z.string().max(1000, 'Keep the message under 1000 characters'),
  })
  .superRefine((form, ctx) => {
    const check = (field: string, schema: z.ZodType, value: string, missing: string) => {
      const result = value.trim() ? schema.safeParse(value) : null;
      const message =
        result === null ? missing : result.success ? null : result.error.issues[0]?.message;
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (form.priceType === 'hourly') {
      check('hourlyRate', hourlyRate, form.hourlyRate, 'Give your hourly rate');
      check(
        'estimatedHours',
        estimatedHours,
        form.estimatedHours,
        'Give the hours you expect the job to take',
      );
    } else {
      check('amount', amountSchema, form.amount, 'Give the total price');
    }
    if (form.calloutFee.trim()) check('calloutFee', calloutFee, form.calloutFee, '');
    if (form.deposit.trim()) {
      check('deposit', deposit, form.deposit, '');
      const total =
        form.priceType === 'hourly'
          ? hourlyTotal(Number(form.hourlyRate) || 0, Number(form.estimatedHours) || 0)
          : (randText(form.amount) as number);
      const most = maxDeposit(Number(total) || 0, Number(randText(form.calloutFee)) || 0);
      if (Number(randText(form.deposit)) > most) {
        ctx.addIssue({
          code: 'custom',
          path: ['deposit'],
          message: `A deposit can be at most half the total: R${most} here`,
        });
      }
    }
    if (form.visitDate) {
      check('visitStart', visitStart, form.visitStart, 'Choose a start time');
      check('visitHours', visitHours, form.visitHours, 'Say how long the visit takes');
    }
  });
export type QuoteFormValues = z.infer<typeof quoteFormSchema>;

export const quoteSchema = quoteTermsSchema.extend({
  id: z.uuid(),
  quoteRequestId: z.uuid(),
  providerId: z.uuid(),
  status: quoteStatusSchema,
  createdAt: z.iso.datetime(),
  /** 1 when sent; one more with each change the provider makes. */
  revision: z.number().int(),
  /** The terms before the last change (null for a quote never revised). */
  previous: quoteTermsSchema.nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;
