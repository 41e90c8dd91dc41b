/**
 * Money is kept in whole rand (integers) everywhere: the spec stores hourly rates and quote
 * amounts as integers and shows them with an `R` prefix. One formatter so every screen agrees.
 */
const groupFormatter = new Intl.NumberFormat('en-ZA', {
  maximumFractionDigits: 0,
  useGrouping: true,
});

/** `R1 250`, South African style: a space (not a comma) groups thousands. */
export function formatRand(amount: number): string {
  if (!Number.isFinite(amount)) return 'R0';
  const whole = Math.round(amount);
  const sign = whole < 0 ? '-' : '';
  // en-ZA groups with a no-break space; normalise to a plain space for predictable text.
  const digits = groupFormatter.format(Math.abs(whole)).replace(/[\s\u00a0\u202f,]/g, ' ');
  return `${sign}R${digits}`;
}
