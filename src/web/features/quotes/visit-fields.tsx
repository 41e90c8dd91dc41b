import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { QuoteFormValues } from '../../../domain/schemas/quotes';
import { startTimes, VISIT_LENGTHS } from '../../../domain/visit';
import {
  addDays,
  describeWhen,
  MAX_DAYS_AHEAD,
  southAfricanToday,
  WINDOW_HOURS,
  WINDOW_LABELS,
  type When,
} from '../../../domain/when';
import { BoundField } from '../../components/ui/bound-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { m } from '../../../i18n/paraglide/messages.js';
import { requestWord } from '../../lib/request-words';
import { dayWords, lengthWords } from '../../lib/visit-dates';

/**
 * The visit a quote proposes (issue 45): one of the customer's dates (or a day in their range),
 * a start inside that date's window, and how long the work takes. Accepting the quote books it.
 */
export function VisitFields({
  form,
  when,
}: {
  form: UseFormReturn<QuoteFormValues>;
  when: When | null;
}) {
  const today = southAfricanToday();
  const [date, start] = useWatch({ control: form.control, name: ['visitDate', 'visitStart'] });
  const window =
    when?.kind === 'dates' ? when.dates.find((wanted) => wanted.date === date)?.window : undefined;
  const times = startTimes(window ? [...WINDOW_HOURS[window]] : undefined);
  // Another date, another window: a start outside it is chosen again.
  useEffect(() => {
    if (start && !times.includes(start)) form.setValue('visitStart', '');
  }, [form, start, times]);
  const range =
    when && when.kind !== 'dates'
      ? { min: when.from < today ? today : when.from, max: when.to }
      : { min: today, max: addDays(today, MAX_DAYS_AHEAD) };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{m.vf_legend()}</legend>
      {when ? (
        <p className="text-sm text-muted-foreground">
          {m.vf_asked_for({ when: describeWhen(when) })}
        </p>
      ) : null}
      {when?.kind === 'dates' ? (
        <BoundField form={form} name="visitDate" label={m.vf_date()} as={NativeSelect}>
          <option value="">{m.vf_no_time()}</option>
          {when.dates
            .filter((wanted) => wanted.date >= today)
            .map((wanted) => (
              <option key={wanted.date} value={wanted.date}>
                {dayWords(wanted.date)}, {requestWord(WINDOW_LABELS[wanted.window]).toLowerCase()}
              </option>
            ))}
        </BoundField>
      ) : (
        <BoundField
          form={form}
          name="visitDate"
          label={m.vf_date_optional()}
          hint={m.vf_date_hint()}
          as={Input}
          type="date"
          {...range}
        />
      )}
      {date ? (
        <div className="grid grid-cols-2 gap-3">
          <BoundField form={form} name="visitStart" label={m.vf_start()} as={NativeSelect}>
            <option value="">{m.vf_choose_time()}</option>
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </BoundField>
          <BoundField form={form} name="visitHours" label={m.vf_takes()} as={NativeSelect}>
            {VISIT_LENGTHS.map((hours) => (
              <option key={hours} value={String(hours)}>
                {lengthWords(hours)}
              </option>
            ))}
          </BoundField>
        </div>
      ) : null}
    </fieldset>
  );
}
