import { useId, type ReactElement, type ReactNode } from 'react';
import { Label } from './label';
import { said } from '../../lib/said';

interface FieldRenderProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A label, a control and its error, tied together: the label names the control, the error is
 * announced (role=alert) and described by the control.
 */
export function FormField({
  label,
  error,
  hint,
  group = false,
  children,
}: {
  label: ReactNode;
  /** The control is a group (checkboxes, tiles): the label names it instead of pointing at it. */
  group?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** Gets the props for the control, and the label's id (for a group to be named by it). */
  children: (props: FieldRenderProps, label: { id: string }) => ReactElement;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const labelId = `${id}-label`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      {group ? (
        <span id={labelId} className="text-sm font-medium leading-none">
          {label}
        </span>
      ) : (
        <Label id={labelId} htmlFor={id}>
          {label}
        </Label>
      )}
      {children(
        {
          id,
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy || undefined,
        },
        { id: labelId },
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {said(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A form's error that belongs to no one field, announced (role=alert); nothing without one. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {said(children)}
    </p>
  );
}
