import type { ComponentProps } from 'react';
import { useLive } from '../../lib/use-started';
import { cn } from '../../lib/utils';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * The browser's own checkbox in the theme's colour: it needs no code to work (Radix's took
 * 1.5 KiB of every form page's first view), and every screen reader and keyboard knows it.
 */
export function Checkbox({ className, disabled, onCheckedChange, ...props }: CheckboxProps) {
  const live = useLive();
  return (
    <input
      type="checkbox"
      className={cn(
        'peer size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      disabled={disabled || !live}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      {...props}
    />
  );
}
