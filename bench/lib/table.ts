/** Prints rows as an aligned text table (the bench's one output format). */
export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  if (rows.length === 0) {
    console.log('  (no rows)');
    return;
  }
  const columns = Object.keys(rows[0]!);
  const cell = (value: string | number | undefined) =>
    typeof value === 'number'
      ? Number.isInteger(value)
        ? String(value)
        : value.toFixed(2)
      : (value ?? '');
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) =>
    `  ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ')}`;
  console.log(line(columns));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))));
}
