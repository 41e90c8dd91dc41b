import { z } from 'zod';
import { CONFIRM_EMAIL_MESSAGE } from '../account-checks';
import { normalisePhone, PHONE_MAX_LENGTH, PHONE_MESSAGE, PHONE_PATTERN } from '../phone';
import { flagSchema, localeSchema } from './common';

export {
  CONFIRM_EMAIL_MESSAGE,
  RECENT_SIGN_IN_MESSAGE,
  RECENT_SIGN_IN_MINUTES,
} from '../account-checks';

/** A phone number as typed (empty allowed), stored in E.164 (`+27821234567`). */
export const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, 'Phone number is too long')
  .refine((value) => value === '' || normalisePhone(value) !== null, { message: PHONE_MESSAGE })
  .transform((value) => (value === '' ? '' : (normalisePhone(value) ?? value)))
  .meta({ pattern: PHONE_PATTERN, description: PHONE_MESSAGE });

export const nameSchema = z
  .string()
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be at most 100 characters');

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Invalid email address')
  .pipe(z.email('Invalid email address'))
  .meta({ format: 'email' });

export const passwordSchema = z.string().min(6, 'Password must be at least 6 characters');

/** The email sign-up form in the browser (spec section 5, Register). */
export const registerFormSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema.optional(),
  isProvider: z.boolean(),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginFormSchema = z.object({
  email: z.string().min(1, 'Email is required').pipe(z.email('Invalid email address')),
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Settings: the details a person corrects (the phone as typed; stored in E.164). */
export const accountDetailsFormSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
});
export type AccountDetailsForm = z.input<typeof accountDetailsFormSchema>;

const currentPasswordSchema = z.string().min(1, 'Enter your current password');

export const changeEmailFormSchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailForm = z.infer<typeof changeEmailFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords are not the same',
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const resetFormSchema = z.object({
  email: z.string().min(1, 'Email is required').pipe(z.email('Invalid email address')),
});

/**
 * `POST /api/users` as the spec's client sends it. `password` arrives as empty text and is
 * never stored; `firebaseUid` and `email` must match the verified token.
 */
export const createUserBodySchema = z.object({
  name: nameSchema,
  /** Required, except for an account that signs in with its phone number (it may have none). */
  email: emailSchema.optional(),
  password: z.string().max(0, 'Passwords are not stored here').optional(),
  phone: phoneSchema.nullish(),
  isProvider: flagSchema.default(0),
  firebaseUid: z.string().min(1).max(128).optional(),
  /** The language of the page the person signed up on: what reaches them is written in it. */
  language: localeSchema.optional(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const userSchema = z.object({
  id: z.uuid(),
  firebaseUid: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isProvider: flagSchema,
  createdAt: z.iso.datetime(),
  /** In the person's own record (GET): whether they keep the admin desk. */
  isAdmin: z.boolean().optional(),
  /** In the person's own record (GET): whether they have a provider profile (yet). */
  hasProviderProfile: z.boolean().optional(),
  /** In the person's own record: the language they read Khaya in (issue 50). */
  language: localeSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * `PATCH /api/users/me`: what a person corrects about themselves. `phone` empty removes it;
 * `email` follows a change already made in Firebase (it must be the token's email).
 */
export const updateUserBodySchema = z
  .object({
    name: nameSchema.optional(),
    phone: phoneSchema.optional(),
    email: emailSchema.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send a name, phone or email to change.',
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** `DELETE /api/users/me`: the person types their account's email to confirm. */
export const deleteAccountBodySchema = z
  .object({
    confirmEmail: z.string().trim().min(1, CONFIRM_EMAIL_MESSAGE).max(254, CONFIRM_EMAIL_MESSAGE),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The names a deleted account leaves behind where others still see it. */
export const FORMER_CUSTOMER = 'Former customer';
export const FORMER_PROVIDER = 'Former provider';

const records = z.array(z.record(z.string(), z.unknown()));

/** `GET /api/users/me/export`: everything Khaya holds about the caller, as one file. */
export const accountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  about: z.string(),
  account: z.record(z.string(), z.unknown()),
  providerProfile: z.record(z.string(), z.unknown()).nullable(),
  daysOff: records,
  /** The provider's calendar feed: when it was turned on and last read. */
  calendarFeed: z.record(z.string(), z.unknown()).nullable(),
  /** The cleaner's prices for a standard clean. */
  priceList: z.record(z.string(), z.unknown()).nullable(),
  workPhotos: z.array(z.record(z.string(), z.unknown())),
  /** A provider's Khaya credit: every statement entry, its top-ups and its invoices. */
  khayaCredit: z.object({ statement: records, topUps: records, invoices: records }).nullable(),
  /** Jobs paid through Khaya: where each payment stood, as customer or provider. */
  protectedPayments: records,
  /** Price changes asked for after a quote was accepted, and the answers. */
  priceChanges: records,
  disputes: records,
  payoutAccount: z.record(z.string(), z.unknown()).nullable(),
  bookings: records,
  verificationDocuments: records,
  quoteRequests: records,
  /** The photos on their requests: captions, sizes and where to fetch each. */
  requestPhotos: records,
  quotesReceived: records,
  quotesSent: records,
  messagesWritten: records,
  reviewsWritten: records,
  reviewsAboutYou: records,
  reports: records,
  contactMessages: records,
  notifications: records,
  notificationSettings: z.record(z.string(), z.unknown()).nullable(),
  /** The browsers that take the person's push notifications (issue 52). */
  pushDevices: records,
  consents: records,
  documentViews: records,
});
export type AccountExport = z.infer<typeof accountExportSchema>;
