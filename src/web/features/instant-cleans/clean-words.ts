import type { Locale } from '../../../domain/locales';
import { CLEAN_EXTRA_LABELS, CLEAN_EXTRAS, type CleanExtra } from '../../../domain/price-list';
import { m } from '../../../i18n/paraglide/messages.js';

/** The extras of a clean in this build's language (the domain keeps the English). */
export const EXTRA_WORDS: Readonly<
  Record<CleanExtra, (inputs?: Record<string, never>, options?: { locale?: Locale }) => string>
> = {
  oven: m.bc_extra_oven,
  fridge: m.bc_extra_fridge,
  windows: m.bc_extra_windows,
  ironing: m.bc_extra_ironing,
  laundry: m.bc_extra_laundry,
};

/** '3 cleaners free on Thu 3 Dec', 'No cleaners free on …'. */
export function cleanersFreeWords(count: number, day: string): string {
  if (count === 0) return m.bc_none_free({ day });
  return count === 1 ? m.bc_one_free({ day }) : m.bc_many_free({ count, day });
}

/**
 * A line of a clean's price as the server writes it (src/domain/price-list.ts, cleanPrice:
 * '3 bedrooms', '1 extra bathroom', 'Inside the oven') in this build's language; a line it does
 * not know stays as it came.
 */
export function priceLineWords(label: string, locale?: Locale): string {
  const options = locale ? { locale } : undefined;
  const bedrooms = /^(\d+) bedrooms?$/.exec(label);
  if (bedrooms) {
    const count = Number(bedrooms[1]);
    return count === 1 ? m.bc_line_bedroom({}, options) : m.bc_line_bedrooms({ count }, options);
  }
  const bathrooms = /^(\d+) extra bathrooms?$/.exec(label);
  if (bathrooms) {
    const count = Number(bathrooms[1]);
    return count === 1 ? m.bc_line_bathroom({}, options) : m.bc_line_bathrooms({ count }, options);
  }
  const extra = CLEAN_EXTRAS.find((one) => CLEAN_EXTRA_LABELS[one] === label);
  return extra ? EXTRA_WORDS[extra]({}, options) : label;
}
