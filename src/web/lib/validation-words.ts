import type { Locale } from '../../domain/locales';
import { SERVICE_RADIUS_KM } from '../../domain/distance';
import { CONTACT_MESSAGE_MAX } from '../../domain/schemas/contact';
import { m } from '../../i18n/paraglide/messages.js';

declare const __KHAYA_LOCALE__: Locale | undefined;

/**
 * The forms' validation messages in this build's language (issue 50), keyed by the English the
 * shared schemas write (src/domain/schemas). Part of the validation code that loads when a person
 * starts on a form (form-validation.ts), so no page's first view carries it; an English build
 * carries no table at all.
 */
const CHECKS: Readonly<Record<string, string>> | null =
  typeof __KHAYA_LOCALE__ === 'undefined' || __KHAYA_LOCALE__ === 'en-ZA'
    ? null
    : {
        'Describe the job': m.check_describe_job(),
        'Keep it under 2000 characters': m.check_under_2000(),
        'Choose your address from the suggestions': m.check_choose_address(),
        'Choose a date': m.check_choose_date(),
        'Choose each date once': m.check_date_once(),
        'Choose today or a later date': m.check_date_later(),
        'Choose a date within 90 days': m.check_date_90(),
        'Email is required': m.check_email_required(),
        'Password is required': m.check_password_required(),
        'Invalid email address': m.check_invalid_email(),
        'Name must be at least 2 characters': m.check_name_short(),
        'Name must be at most 100 characters': m.check_name_long(),
        'Password must be at least 6 characters': m.check_password_short(),
        'Enter a South African number (082 123 4567) or an international one starting with +':
          m.check_phone(),
        'Phone number is too long': m.check_phone_long(),
        'Keep the bio under 2000 characters': m.check_bio_long(),
        'Select at least one service': m.check_one_service(),
        'Location is required': m.check_location_required(),
        'Hourly rate must be a number': m.check_rate_number(),
        'Whole rand only': m.check_whole_rand(),
        'Hourly rate must be greater than 0': m.check_rate_positive(),
        'Hourly rate is too high': m.check_rate_high(),
        'Service radius must be a whole number of kilometres': m.check_radius_whole(),
        [`Service radius must be at least ${SERVICE_RADIUS_KM.min} km`]: m.prof_radius_min({
          km: SERVICE_RADIUS_KM.min,
        }),
        [`Service radius must be at most ${SERVICE_RADIUS_KM.max} km`]: m.prof_radius_max({
          km: SERVICE_RADIUS_KM.max,
        }),
        'Name is required': m.check_contact_name(),
        'Keep your name under 100 characters': m.check_contact_name_long(),
        'Choose what your message is about': m.check_contact_topic(),
        'Write your message': m.check_contact_message(),
        'Write a little more, so we can help (at least 10 characters)': m.check_contact_more(),
        [`Keep your message under ${CONTACT_MESSAGE_MAX} characters`]: m.ct_message_too_long({
          max: CONTACT_MESSAGE_MAX,
        }),
      };

/** A form's errors with each message in this build's language (nested fields too). */
export function inBuildLanguage<T>(errors: T): T {
  if (!CHECKS || typeof errors !== 'object' || errors === null) return errors;
  if (Array.isArray(errors)) return errors.map((one: unknown) => inBuildLanguage(one)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') out[key] = value;
    else if (key === 'message' && typeof value === 'string') out[key] = CHECKS[value] ?? value;
    else out[key] = inBuildLanguage(value);
  }
  return out as T;
}

type AnyResolver = (
  ...args: never[]
) => { values: unknown; errors: unknown } | Promise<{ values: unknown; errors: unknown }>;

/** A resolver whose messages are said in this build's language. */
export function speaking<R extends AnyResolver>(resolver: R): R {
  if (!CHECKS) return resolver;
  return (async (...args: Parameters<R>) => {
    const result = await resolver(...args);
    return { ...result, errors: inBuildLanguage(result.errors) };
  }) as R;
}
