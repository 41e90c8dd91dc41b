import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/utils';
import { m } from '../../../i18n/paraglide/messages.js';

/** Stars as shown: filled up to the rating, with the number for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center', className)}
      role="img"
      aria-label={m.rv_stars_of_5({ rating })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn(
            'size-4',
            n <= rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}

/** Choosing 1-5 stars: five radio buttons drawn as stars (arrow keys move, as in any radio group). */
export function StarInput({
  label,
  value,
  onChange,
  size = 'large',
}: {
  label: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  size?: 'large' | 'small';
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-1">
      <legend className={cn('font-medium', size === 'small' ? 'text-sm' : '')}>{label}</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={n === 1 ? m.rv_star_one() : m.rv_star_many({ stars: n })}
            />
            <Star
              aria-hidden
              className={cn(
                size === 'small' ? 'size-5' : 'size-7',
                value !== undefined && n <= value
                  ? 'fill-amber-400 text-amber-400'
                  : 'text-muted-foreground',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
