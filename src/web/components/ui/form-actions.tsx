import { Link } from 'wouter';
import { Button } from './button';
import { m } from '../../../i18n/paraglide/messages.js';

/** A form's Cancel link and submit button: stacked on phones (submit on top), in a row above. */
export function FormActions({
  cancelHref,
  busy,
  submitLabel,
  busyLabel,
}: {
  cancelHref: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button asChild variant="outline">
        <Link href={cancelHref}>{m.form_cancel()}</Link>
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
