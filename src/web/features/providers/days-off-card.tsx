import { CalendarOff, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { DayOff } from '../../../domain/availability';
import { dayWords } from '../../lib/visit-dates';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { fieldErrorsOrForm } from '../../lib/api';
import { useAddDayOff, useDaysOff, useRemoveDayOff } from './days-off-api';
import { m } from '../../../i18n/paraglide/messages.js';

/** 'Thu 3 Dec' or 'Thu 3 Dec to Fri 4 Dec', in this build's language. */
const daysOffWords = (off: Pick<DayOff, 'from' | 'to'>) =>
  off.from === off.to
    ? dayWords(off.from)
    : m.doff_range({ from: dayWords(off.from), to: dayWords(off.to) });

type Errors = Partial<Record<'from' | 'to' | 'note' | 'form', string>>;

/**
 * Days off on the provider's dashboard (issue 45): a request wanted only on them is not sent to
 * the provider nor shown on its list; customers do not see them.
 */
export function DaysOffCard() {
  const daysOff = useDaysOff();
  const add = useAddDayOff();
  const remove = useRemoveDayOff();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!from) return setErrors({ from: m.doff_choose_first() });
    // The server says the same; said here, it costs no round trip on a slow line.
    if (to && to < from) return setErrors({ to: m.doff_last_before_first() });
    try {
      await add.mutateAsync({ from, to: to || from, note });
      setFrom('');
      setTo('');
      setNote('');
      setErrors({});
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, m.doff_add_failed()));
    }
  };

  return (
    <Card className="mt-6">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <CalendarOff className="size-5 text-primary" aria-hidden />
          {m.doff_heading()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.doff_text()}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {daysOff.data && daysOff.data.length > 0 ? (
          <ul className="grid gap-2" aria-label={m.doff_list_label()}>
            {daysOff.data.map((off) => (
              <li
                key={off.id}
                className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2"
              >
                <span className="min-w-0 break-words text-sm">
                  <span className="font-medium">{daysOffWords(off)}</span>
                  {off.note ? <span className="text-muted-foreground"> · {off.note}</span> : null}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={m.doff_remove({ days: daysOffWords(off) })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(off.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          // One line while loading too, so the cards below do not move when the list arrives.
          <p className="text-sm text-muted-foreground">
            {daysOff.isSuccess
              ? m.doff_none()
              : daysOff.isError
                ? m.doff_load_failed()
                : m.loading()}
          </p>
        )}
        {/* Folded until wanted: on a phone the leads below come first. */}
        <details className="group" open={Object.keys(errors).length > 0 || undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
            {m.doff_add()}
          </summary>
          <form
            className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
            onSubmit={(event) => void submit(event)}
            noValidate
          >
            <FormField label={m.doff_first()} error={errors.from}>
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  value={from}
                  onChange={(event) => setFrom(event.target.value)}
                />
              )}
            </FormField>
            <FormField label={m.doff_last()} error={errors.to}>
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  value={to}
                  min={from || undefined}
                  onChange={(event) => setTo(event.target.value)}
                />
              )}
            </FormField>
            <FormField label={m.doff_note()} error={errors.note}>
              {(props) => (
                <Input
                  {...props}
                  value={note}
                  maxLength={80}
                  placeholder={m.doff_note_example()}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? m.doff_adding() : m.doff_save()}
            </Button>
          </form>
        </details>
        <FormAlert>{errors.form}</FormAlert>
      </CardContent>
    </Card>
  );
}
