/**
 * Form values typed into a prerendered page before the app started. Sign-in, sign-up and
 * password reset arrive as HTML a phone shows (and lets you type into) long before the scripts
 * have run; the form's first render takes what was typed as its starting values, so the app
 * taking over the page never wipes it. Only text fields of the named form count, and only when
 * that form is already in the document: a page opened inside the app starts from `defaults`.
 */
export function typedBeforeStart<T extends Record<string, unknown>>(
  formName: string,
  defaults: T,
): T {
  if (typeof document === 'undefined') return defaults;
  const form = document.forms.namedItem(formName);
  if (!form) return defaults;
  const values: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const field = form.elements.namedItem(key);
    if (typeof fallback === 'string' && field instanceof HTMLInputElement && field.value !== '') {
      values[key] = field.value;
    }
  }
  return values as T;
}
