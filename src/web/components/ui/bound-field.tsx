import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';

type BoundFieldProps<T extends FieldValues, C extends ElementType> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** The control: an input by default; a textarea, select or rand input as the field needs. */
  as?: C;
} & Omit<ComponentPropsWithoutRef<C>, 'name' | 'form'>;

/**
 * A form field in one line: the control registered with the form, labelled, its error (from the
 * form's validation) announced and described, and disabled while the form is sent unless the
 * caller says otherwise.
 */
export function BoundField<T extends FieldValues, C extends ElementType = typeof Input>({
  form,
  name,
  label,
  hint,
  as,
  ...control
}: BoundFieldProps<T, C>) {
  const Control: ElementType = as ?? Input;
  const { error } = form.getFieldState(name, form.formState);
  const props = control as Record<string, unknown>;
  return (
    <FormField label={label} hint={hint} error={error?.message}>
      {(field) => (
        <Control
          {...field}
          {...props}
          disabled={(props.disabled as boolean | undefined) ?? form.formState.isSubmitting}
          {...form.register(name)}
        />
      )}
    </FormField>
  );
}
