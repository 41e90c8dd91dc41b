import { useState, type FormEvent } from 'react';
import type { ProviderProfile } from '../../../domain/schemas/providers';
import {
  DAILY_CAPACITY,
  dayHoursProblem,
  WEEKDAYS,
  timeOf,
  type Weekday,
  type WorkingHours,
} from '../../../domain/working-hours';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { useSaveProvider } from './api';
import { WEEKDAY_WORDS } from '../../lib/visit-dates';
import { m } from '../../../i18n/paraglide/messages.js';

/** A day's hours refused (domain/working-hours.ts words it in English). */
const DAY_PROBLEMS: Readonly<Record<string, () => string>> = {
  'Choose a start time on the quarter hour': m.wh_start_quarter,
  'Choose an end time on the quarter hour': m.wh_end_quarter,
  'The end must be after the start': m.wh_end_after,
};
const dayProblemWords = (problem: string) => DAY_PROBLEMS[problem]?.() ?? problem;

/** Times offered for a day's start and end: every half hour from 05:00 to 22:00. */
const TIMES = Array.from({ length: 35 }, (_, n) => timeOf(5 * 60 + n * 30));
const CAPACITIES = Array.from(
  { length: DAILY_CAPACITY.max - DAILY_CAPACITY.min + 1 },
  (_, n) => DAILY_CAPACITY.min + n,
);
const A_DAY = { start: '07:00', end: '17:00' };

function TimeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (time: string) => void;
}) {
  const times = TIMES.includes(value) ? TIMES : [...TIMES, value].sort();
  return (
    <NativeSelect aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {times.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The week's hours and the jobs a day, to change (issue 45): in a chunk of its own, loaded when
 * the card's fold is opened (the dashboard's first view stays under its 150 KiB).
 */
export default function WorkingHoursForm({ profile }: { profile: ProviderProfile }) {
  const save = useSaveProvider('update');
  const [hours, setHours] = useState<WorkingHours>(profile.workingHours);
  const [capacity, setCapacity] = useState(profile.dailyCapacity);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setDay = (day: Weekday, value: WorkingHours[Weekday]) =>
    setHours((week) => ({ ...week, [day]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = Object.fromEntries(
      WEEKDAYS.flatMap((day) => {
        const today = hours[day];
        const problem = today ? dayHoursProblem(today) : null;
        return problem ? [[`workingHours.${day}`, dayProblemWords(problem)]] : [];
      }),
    );
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await save.mutateAsync({ workingHours: hours, dailyCapacity: capacity });
      toast({ title: m.wh_saved() });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, m.wh_failed()));
    }
  };

  return (
    <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <ul className="grid gap-2" aria-label={m.wh_week()}>
        {WEEKDAYS.map((day) => {
          const today = hours[day];
          const error = errors[`workingHours.${day}`];
          return (
            <li key={day} className="grid gap-1">
              <div className="grid grid-cols-[5rem_1fr_1fr] items-center gap-2">
                <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    className="size-5 accent-primary"
                    checked={today !== null}
                    onChange={(e) => setDay(day, e.target.checked ? A_DAY : null)}
                  />
                  {WEEKDAY_WORDS[day]}
                </label>
                {today ? (
                  <>
                    <TimeSelect
                      label={m.wh_from({ day: WEEKDAY_WORDS[day] })}
                      value={today.start}
                      onChange={(start) => setDay(day, { ...today, start })}
                    />
                    <TimeSelect
                      label={m.wh_until({ day: WEEKDAY_WORDS[day] })}
                      value={today.end}
                      onChange={(end) => setDay(day, { ...today, end })}
                    />
                  </>
                ) : (
                  <span className="col-span-2 text-sm text-muted-foreground">
                    {m.wh_not_working()}
                  </span>
                )}
              </div>
              <FormAlert>{error ? `${WEEKDAY_WORDS[day]}: ${error}` : null}</FormAlert>
            </li>
          );
        })}
      </ul>
      <FormField label={m.wh_per_day()} error={errors.dailyCapacity}>
        {(props) => (
          <NativeSelect
            {...props}
            value={String(capacity)}
            onChange={(e) => setCapacity(Number(e.target.value))}
          >
            {CAPACITIES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormAlert>{errors.form}</FormAlert>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? m.wh_saving() : m.wh_save()}
      </Button>
    </form>
  );
}
