import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { AddressSearch } from './address-search';

/**
 * A form's place field: the label, hint and error of FormField around the address search,
 * bound to a react-hook-form field that holds a Place (or null until one is picked).
 */
export function PlaceField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
  disabled,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint: string;
  error: string | undefined;
  disabled: boolean;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: place }) => (
            <AddressSearch
              {...field}
              value={place.value}
              onChange={place.onChange}
              disabled={disabled}
            />
          )}
        />
      )}
    </FormField>
  );
}
