/** The dotted path of the first string (or key) holding U+0000 in a parsed body, if any. */
export function nulCharacterPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = nulCharacterPath(child, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
