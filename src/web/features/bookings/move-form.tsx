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
      ...(date ? {} : { date: 'Choose a date' }),
      ...(start ? {} : { start: 'Choose a start time' }),
      ...(reason.trim() ? {} : { reason: 'Say why the time must change' }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await move.mutateAsync({ kind: 'propose', body: { date, start, reason } });
      toast({
        title: 'New time proposed',
        description: 'The booked time stands until it is accepted.',
      });
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, 'Could not propose the new time'));
    }
  };

  return (
    <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="New date" error={errors.date}>
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
        <FormField label="New start" error={errors.start}>
          {(props) => (
            <NativeSelect
              {...props}
              value={start}
              onChange={(event) => setStart(event.target.value)}
            >
              <option value="">Choose a time</option>
              {startTimes().map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label="Why it must change" error={errors.reason}>
        {(props) => (
          <Textarea
            {...props}
            rows={2}
            maxLength={MOVE_REASON_MAX}
            value={reason}
            placeholder="e.g. The part only arrives on Thursday"
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <FormAlert>{errors.form}</FormAlert>
      <Button type="submit" className="justify-self-start" disabled={move.isPending}>
        {move.isPending ? 'Sending...' : 'Propose this time'}
      </Button>
    </form>
  );
}
