/**
 * An amount of data as a person on prepaid data reads it, the same in every language (the
 * networks' bundles say MB and GB): '0 KB', '812 KB', '1.2 MB', '18 MB', '1.3 GB'. Decimal
 * kilobytes and megabytes (1 MB = 1 000 000 bytes), as the networks count a bundle; one decimal
 * under ten, whole above, a point as in money ('R12.13').
 */
const UNITS = [
  { unit: 'GB', size: 1e9 },
  { unit: 'MB', size: 1e6 },
] as const;

export function formatDataSize(bytes: number): string {
  const amount = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  for (const { unit, size } of UNITS) {
    if (amount >= size) return `${figure(amount / size)} ${unit}`;
  }
  // Below a megabyte in whole kilobytes: a byte or more never reads '0 KB', 999.6 KB reads '1 MB'.
  const kilobytes = amount > 0 ? Math.max(1, Math.round(amount / 1000)) : 0;
  return kilobytes === 1000 ? '1 MB' : `${kilobytes} KB`;
}

function figure(value: number): string {
  if (value < 9.95) return (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
  return String(Math.round(value));
}
