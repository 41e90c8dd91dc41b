/**
 * Money is kept in whole rand (integers) everywhere: the spec stores hourly rates and quote
 * amounts as integers and shows them with an `R` prefix. One formatter so every screen agrees.
 */
/** `R1 250`, South African style: a space (not a comma) groups thousands. */
export function formatRand(amount: number): string {
  if (!Number.isFinite(amount)) return 'R0';
  const whole = Math.round(amount);
  const sign = whole < 0 ? '-' : '';
  // Grouped by hand, not with Intl.NumberFormat: building an en-ZA formatter costs a phone tens of
  // milliseconds (locale data) on every page that shows a price, and its separator is a no-break
  // space where a plain one reads the same and matches predictably.
  const digits = BigInt(Math.abs(whole))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}R${digits}`;
}

/**
 * {@link formatRand} as a page shows it: its groups joined by no-break spaces, so 'R1 850' never
 * breaks across two lines (messages and emails keep the plain form).
 */
export function formatRandOnOneLine(amount: number): string {
  return formatRand(amount).replace(/ /g, '\u00a0');
}

/**
 * Whole cents as rand, 'R93' or 'R12.13' (cents shown only when there are some): Khaya credit,
 * fees and VAT are kept in cents.
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) return 'R0';
  const rest = Math.abs(cents) % 100;
  const whole = formatRand(Math.trunc(cents / 100));
  const signed = cents < 0 && Math.trunc(cents / 100) === 0 ? `-${whole}` : whole;
  return rest === 0 ? signed : `${signed}.${String(rest).padStart(2, '0')}`;
}
