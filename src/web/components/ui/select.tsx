import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useLive } from '../../lib/use-started';
import { cn } from '../../lib/utils';

/** A native select (light, accessible, right for phones) dressed like the inputs. */
export function NativeSelect({
  className,
  children,
  disabled,
  ...props
}: ComponentProps<'select'>) {
  const live = useLive();
  return (
    <div className="relative">
      <select
        disabled={disabled || !live}
        className={cn(
          'h-11 w-full appearance-none rounded-md border border-input bg-card pl-3 pr-9 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-3.5 size-4 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}
