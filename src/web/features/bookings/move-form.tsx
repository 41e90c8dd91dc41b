import { useState, type FormEvent } from 'react';
import { MOVE_REASON_MAX } from '../../../domain/booking-status';
import { startTimes } from '../../../domain/visit';
import { addDays, MAX_DAYS_AHEAD, southAfricanToday } from '../../../domain/when';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input, Textarea } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { type useMoveAction } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

type Errors = Partial<Record<'date' | 'start' | 'reason' | 'form', string>>;

/** Another day and start for a booked visit, with the reason the other side reads. */
export function MoveForm({ move }: { move: ReturnType<typeof useMoveAction> }) {
  const today = southAfricanToday();
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {
      ...(date ? {} : { date: m.check_choose_date() }),
      ...(start ? {} : { start: m.mv_choose_start() }),
      ...(reason.trim() ? {} : { reason: m.mv_say_why() }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await move.mutateAsync({ kind: 'propose', body: { date, start, reason } });
      toast({
        title: m.mv_proposed(),
        description: m.mv_proposed_text(),
      });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, m.mv_failed()));
    }
  };

  return (
    <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={m.mv_new_date()} error={errors.date}>
          {(props) => (
            <Input
              {...props}
              type="date"
              min={today}
              max={addDays(today, MAX_DAYS_AHEAD)}
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={m.mv_new_start()} error={errors.start}>
          {(props) => (
            <NativeSelect
              {...props}
              value={start}
              onChange={(event) => setStart(event.target.value)}
            >
              <option value="">{m.mv_choose_time()}</option>
              {startTimes().map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label={m.mv_why()} error={errors.reason}>
        {(props) => (
          <Textarea
            {...props}
            rows={2}
            maxLength={MOVE_REASON_MAX}
            value={reason}
            placeholder={m.mv_why_example()}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <FormAlert>{errors.form}</FormAlert>
      <Button type="submit" className="justify-self-start" disabled={move.isPending}>
        {move.isPending ? m.mv_sending() : m.mv_submit()}
      </Button>
    </form>
  );
}
