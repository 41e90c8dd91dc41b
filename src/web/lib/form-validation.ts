import { z } from 'zod';
import { contactBodySchema } from '../../domain/schemas/contact';
import { placeSchema } from '../../domain/schemas/places';
import {
  hourlyRateSchema,
  serviceRadiusSchema,
  serviceTypeSchema,
} from '../../domain/schemas/providers';
import { cleaningItemSchema } from '../../domain/schemas/quote-requests';
import { quoteFormSchema } from '../../domain/schemas/quotes';
import {
  accountDetailsFormSchema,
  changeEmailFormSchema,
  changePasswordFormSchema,
  emailSchema,
  loginFormSchema,
  registerFormSchema,
  resetFormSchema,
} from '../../domain/schemas/users';
import { WHEN_KINDS, WINDOWS, dateProblem, southAfricanToday } from '../../domain/when';
import { speaking } from './validation-words';
import { zodResolver } from './zod-resolver';
import type { TradeAnswers } from '../features/quote-requests/request-body';

/**
 * The browser's form validation: zod and the forms' schemas. Loaded when a person starts on a
 * form (see lazy-resolver.ts), never with the page.
 */

const requestFormSchema = z
  .object({
    serviceType: serviceTypeSchema,
    description: z
      .string()
      .trim()
      .min(1, 'Describe the job')
      .max(2000, 'Keep it under 2000 characters'),
    place: placeSchema
      .nullable()
      .refine((p) => p !== null, 'Choose your address from the suggestions'),
    whenKind: z.enum(WHEN_KINDS),
    dates: z.array(z.object({ date: z.string(), window: z.enum(WINDOWS) })),
    cleaningType: z.enum(['indoor', 'outdoor']),
    rooms: z.array(z.string()),
    outdoorTasks: z.array(z.string()),
    items: z.array(cleaningItemSchema),
    // The trade's questions: chosen from lists, so nothing to say about them (kept as they are).
    answers: z.custom<TradeAnswers>().optional(),
    budget: z.string(),
  })
  // Each date row: chosen, from today to 90 days ahead (South African time), and once.
  .superRefine((values, ctx) => {
    if (values.whenKind !== 'dates') return;
    const today = southAfricanToday();
    const seen = new Set<string>();
    values.dates.forEach(({ date }, index) => {
      const problem = date ? dateProblem(date, today) : 'Choose a date';
      const message = problem ?? (seen.has(date) ? 'Choose each date once' : null);
      if (message) ctx.addIssue({ code: 'custom', path: ['dates', index, 'date'], message });
      seen.add(date);
    });
  });

export const onboardingFormSchema = z.object({
  bio: z.string().max(2000, 'Keep the bio under 2000 characters'),
  services: z.array(serviceTypeSchema).min(1, 'Select at least one service'),
  hourlyRate: hourlyRateSchema,
  responseTime: z.string().min(1).max(100),
  place: placeSchema.nullable().refine((p) => p !== null, 'Location is required'),
  serviceRadiusKm: serviceRadiusSchema,
});

export const resolvers = {
  login: speaking(zodResolver(loginFormSchema)),
  register: speaking(zodResolver(registerFormSchema)),
  'reset-password': speaking(zodResolver(resetFormSchema)),
  request: speaking(zodResolver(requestFormSchema)),
  'provider-onboarding': speaking(zodResolver(onboardingFormSchema)),
  quote: speaking(zodResolver(quoteFormSchema)),
  'account-details': speaking(zodResolver(accountDetailsFormSchema)),
  'change-email': speaking(zodResolver(changeEmailFormSchema)),
  'change-password': speaking(zodResolver(changePasswordFormSchema)),
  contact: speaking(zodResolver(contactBodySchema)),
};

/** An email address as the API takes it (Settings' 'Add an email'). */
export { emailSchema };
