import { TriangleAlert } from 'lucide-react';
import { Button } from './ui/button';
import { m } from '../../i18n/paraglide/messages.js';

/** A part of a page that failed to load: says so and offers to try that part again. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
    >
      <p className="flex items-center gap-2 text-sm">
        <TriangleAlert className="size-4 shrink-0 text-destructive" aria-hidden />
        {text}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {m.try_again()}
      </Button>
    </div>
  );
}
