import type { ComponentProps } from 'react';
import { useLive } from '../../lib/use-started';
import { cn } from '../../lib/utils';

/**
 * On a page the server rendered for the person (ADR 12), fields wait for the app like buttons
 * do (useLive): what was typed before it ran would be lost when it takes the field over.
 */
export function Input({ className, type, disabled, ...props }: ComponentProps<'input'>) {
  const live = useLive();
  return (
    <input
      type={type}
      disabled={disabled || !live}
      className={cn(
        'flex h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, disabled, ...props }: ComponentProps<'textarea'>) {
  const live = useLive();
  return (
    <textarea
      disabled={disabled || !live}
      className={cn(
        'flex min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}

/** An email address field: the right keyboard on phones and autofill. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="you@example.co.za"
      {...props}
    />
  );
}

/** An amount in whole rand, typed as digits after an R. */
export function RandInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute left-3 top-2.5 text-muted-foreground"
        aria-hidden
      >
        R
      </span>
      <Input inputMode="numeric" className={cn('pl-7', className)} {...props} />
    </div>
  );
}
