import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A choice that is on or off, shown as a chip: a real checkbox for keyboards and readers. */
export function ToggleChip({
  label,
  checked,
  onCheckedChange,
  className,
  ...props
}: { label: string; checked: boolean; onCheckedChange: (checked: boolean) => void } & Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'onChange'
>) {
  return (
    <label
      className={cn(
        'inline-flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-full border px-4 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-input bg-card hover:bg-accent',
        className,
      )}
    >
      <input
        type="checkbox"
        className="sr-only"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        {...props}
      />
      {checked ? <Check className="size-4" aria-hidden /> : null}
      {label}
    </label>
  );
}
