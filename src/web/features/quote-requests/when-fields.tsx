import { CalendarPlus, X } from 'lucide-react';
import { useId } from 'react';
import {
  MAX_DATES,
  MAX_DAYS_AHEAD,
  WHEN_KINDS,
  WHEN_KIND_LABELS,
  WINDOWS,
  WINDOW_LABELS,
  addDays,
  southAfricanToday,
  type WantedDate,
  type WhenKind,
} from '../../../domain/when';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { RadioChips } from '../../components/ui/radio-chips';
import { NativeSelect } from '../../components/ui/select';
import { useStarted } from '../../lib/use-started';
import { m } from '../../../i18n/paraglide/messages.js';
import { requestWord } from '../../lib/request-words';

const KIND_OPTIONS = WHEN_KINDS.map((kind) => ({
  value: kind,
  label: requestWord(WHEN_KIND_LABELS[kind]),
}));

export interface WhenFieldsProps {
  kind: WhenKind;
  onKindChange: (kind: WhenKind) => void;
  dates: WantedDate[];
  onDatesChange: (dates: WantedDate[]) => void;
  /** Each row's date error, by row. */
  dateErrors: (string | undefined)[];
  disabled?: boolean | undefined;
}

/**
 * When the work is wanted (issue 45): one to three dates, each with a window of the day, or as
 * soon as possible, or flexible. The browser's own date picker: nothing more to download.
 */
export function WhenFields(props: WhenFieldsProps) {
  const id = useId();
  // Today from the phone's clock once the app runs: a page rendered at build time would keep the
  // build's day in its markup (React does not patch attributes while it hydrates).
  const started = useStarted();
  const today = started ? southAfricanToday() : undefined;
  const last = today ? addDays(today, MAX_DAYS_AHEAD) : undefined;
  const change = (index: number, row: Partial<WantedDate>) =>
    props.onDatesChange(props.dates.map((one, at) => (at === index ? { ...one, ...row } : one)));
  return (
    <fieldset className="grid gap-3" disabled={props.disabled}>
      <legend className="mb-2 text-sm font-medium leading-none">{m.when_legend()}</legend>
      <RadioChips
        label={m.when_label()}
        options={KIND_OPTIONS}
        value={props.kind}
        onChange={props.onKindChange}
      />
      {props.kind === 'dates' ? (
        <ol className="grid gap-3">
          {props.dates.map((row, index) => {
            const error = props.dateErrors[index];
            const errorId = `${id}-${index}-error`;
            return (
              <li key={index} className="grid gap-1.5">
                <div className="flex flex-wrap items-end gap-2">
                  <label className="grid min-w-0 flex-[1_1_10rem] gap-1.5 text-sm">
                    <span>{m.when_date({ number: index + 1 })}</span>
                    <Input
                      type="date"
                      value={row.date}
                      min={today}
                      max={last}
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(event) => change(index, { date: event.target.value })}
                    />
                  </label>
                  <label className="grid min-w-0 flex-[1_1_12rem] gap-1.5 text-sm">
                    <span>
                      {m.when_time_of_day()}
                      <span className="sr-only"> {m.when_for_date({ number: index + 1 })}</span>
                    </span>
                    <NativeSelect
                      value={row.window}
                      onChange={(event) =>
                        change(index, { window: event.target.value as WantedDate['window'] })
                      }
                    >
                      {WINDOWS.map((window) => (
                        <option key={window} value={window}>
                          {requestWord(WINDOW_LABELS[window])}
                        </option>
                      ))}
                    </NativeSelect>
                  </label>
                  {props.dates.length > 1 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={m.when_remove_date({ number: index + 1 })}
                      onClick={() =>
                        props.onDatesChange(props.dates.filter((_, at) => at !== index))
                      }
                    >
                      <X aria-hidden />
                    </Button>
                  ) : null}
                </div>
                {error ? (
                  <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {props.kind === 'dates' && props.dates.length < MAX_DATES ? (
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => props.onDatesChange([...props.dates, { date: '', window: 'any' }])}
          >
            <CalendarPlus aria-hidden />
            {m.when_add_date()}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
