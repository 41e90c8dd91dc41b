import { useId } from 'react';
import { cn } from '../../lib/utils';

/** One choice of a few, shown as chips: real radio buttons for keyboards and readers. */
export function RadioChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** The group's name for screen readers. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            value === option.value
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-input bg-card hover:bg-accent',
          )}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
