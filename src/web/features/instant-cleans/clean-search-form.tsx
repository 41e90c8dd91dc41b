import { useState, type FormEvent } from 'react';
import {
  CLEAN_EXTRAS,
  MAX_BATHROOMS,
  MAX_BEDROOMS,
  type CleanExtra,
} from '../../../domain/price-list';
import type { Place } from '../../../domain/schemas/places';
import { dateProblem, southAfricanToday } from '../../../domain/when';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { ToggleChip } from '../../components/ui/toggle-chip';
import { AddressSearch } from '../places';
import type { CleanSearch } from './api';
import { EXTRA_WORDS } from './clean-words';
import { m } from '../../../i18n/paraglide/messages.js';

/** The home and the day, as the form holds them (the place whole, for the booking's address). */
export interface CleanSearchValues extends Omit<CleanSearch, 'latitude' | 'longitude'> {
  place: Place | null;
}

const count = (max: number) => Array.from({ length: max }, (_, n) => n + 1);

/** The domain's date problems ('Choose a date') in this build's language. */
const DATE_PROBLEMS: Readonly<Record<string, () => string>> = {
  'Choose a date': m.check_choose_date,
  'Choose today or a later date': m.check_date_later,
  'Choose a date within 90 days': m.check_date_90,
};
const dateWords = (problem: string) => DATE_PROBLEMS[problem]?.() ?? problem;

/** 'Book a clean': the address, the day, the rooms and the extras; each missing field said. */
export function CleanSearchForm({
  initial,
  onSearch,
}: {
  initial: CleanSearchValues;
  onSearch: (values: CleanSearchValues & { place: Place }) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof CleanSearchValues>(key: K, value: CleanSearchValues[K]) =>
    setValues((now) => ({ ...now, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.place) problems.place = m.bc_choose_address();
    const dateIssue = values.date ? dateProblem(values.date, southAfricanToday()) : 'Choose a date';
    if (dateIssue) problems.date = dateWords(dateIssue);
    setErrors(problems);
    if (values.place && !dateIssue) onSearch({ ...values, place: values.place });
  };
  const toggle = (extra: CleanExtra, on: boolean) =>
    set('extras', on ? [...values.extras, extra] : values.extras.filter((one) => one !== extra));
  return (
    <Card className="p-4 sm:p-6">
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <FormField label={m.bc_address()} error={errors.place} hint={m.bc_address_hint()}>
          {(field) => (
            <AddressSearch
              {...field}
              value={values.place}
              onChange={(place) => set('place', place)}
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className="col-span-2 sm:col-span-1">
            <FormField label={m.bc_day()} error={errors.date}>
              {(field) => (
                <Input
                  {...field}
                  type="date"
                  min={southAfricanToday()}
                  value={values.date}
                  onChange={(event) => set('date', event.target.value)}
                />
              )}
            </FormField>
          </div>
          <FormField label={m.tq_bedrooms()}>
            {(field) => (
              <NativeSelect
                {...field}
                value={values.bedrooms}
                onChange={(event) => set('bedrooms', Number(event.target.value))}
              >
                {count(MAX_BEDROOMS).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={m.tq_bathrooms()}>
            {(field) => (
              <NativeSelect
                {...field}
                value={values.bathrooms}
                onChange={(event) => set('bathrooms', Number(event.target.value))}
              >
                {count(MAX_BATHROOMS).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField label={m.bc_extras()} group>
          {(_field, label) => (
            <div className="flex flex-wrap gap-2" role="group" aria-labelledby={label.id}>
              {CLEAN_EXTRAS.map((extra) => (
                <ToggleChip
                  key={extra}
                  label={EXTRA_WORDS[extra]()}
                  checked={values.extras.includes(extra)}
                  onCheckedChange={(on) => toggle(extra, on)}
                />
              ))}
            </div>
          )}
        </FormField>
        <Button type="submit" className="sm:justify-self-start">
          {m.bc_find()}
        </Button>
      </form>
    </Card>
  );
}
