import { UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { NO_SHOW_AFTER_MINUTES } from '../../../domain/cancellations';
import type { Booking } from '../../../domain/schemas/bookings';
import type { NoShow } from '../../../domain/schemas/cancellations';
import { southAfricanInstant } from '../../../domain/when';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { dayTimeFormat } from '../../lib/dates';
import { useNoShow, useNoShowAction } from './no-show-api';
import { m } from '../../../i18n/paraglide/messages.js';

type Side = 'customer' | 'provider';
const at = (iso: string) => dayTimeFormat.format(new Date(iso));
/** A person's words in quotes, closing the sentence unless they did. */
const quoted = (text: string) => `“${text}”${/[.!?]$/.test(text) ? '' : '.'}`;

/** When a no-show may be reported: 30 minutes after the booked start. */
function reportableFrom(booking: Booking): Date {
  const [hour = 0, minute = 0] = booking.start.split(':').map(Number);
  return new Date(
    southAfricanInstant(booking.date, hour, minute).getTime() + NO_SHOW_AFTER_MINUTES * 60_000,
  );
}

function NoteForm({
  label,
  button,
  required,
  pending,
  onSend,
}: {
  label: string;
  button: string;
  required: boolean;
  pending: boolean;
  onSend: (note: string) => Promise<Record<string, string> | null>;
}) {
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors((await onSend(note)) ?? {});
  };
  return (
    <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={required ? label : m.ns_optional({ label })} error={errors.note}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <FormAlert>{errors.form}</FormAlert>
      <Button type="submit" variant="outline" className="justify-self-start" disabled={pending}>
        {button}
      </Button>
    </form>
  );
}

function ReportState({
  report,
  side,
  otherName,
  action,
}: {
  report: NoShow;
  side: Side;
  otherName: string;
  action: ReturnType<typeof useNoShowAction>;
}) {
  const mine = report.reportedBy === side;
  if (report.state === 'explained') {
    return (
      <p className="text-sm" data-testid="no-show-state">
        {mine
          ? m.ns_they_explained({ name: otherName, note: quoted(report.answerNote ?? '') })
          : m.ns_you_explained({ note: quoted(report.answerNote ?? '') })}
      </p>
    );
  }
  if (mine) {
    return (
      <p className="text-sm" data-testid="no-show-state">
        {m.ns_you_reported({ name: otherName, when: at(report.answerBy) })}
      </p>
    );
  }
  const answer = async (kind: 'confirm' | 'explain', note: string | null) => {
    try {
      await action.mutateAsync({ kind: 'answer', answer: kind, note });
      toast({
        title: kind === 'confirm' ? m.ns_confirmed() : m.ns_explanation_sent(),
        description: m.cn_done_text({ name: otherName }),
      });
      return null;
    } catch (error) {
      return fieldErrorsOrForm(error, m.ns_answer_failed());
    }
  };
  return (
    <div className="grid gap-3" data-testid="no-show-state">
      <p className="text-sm font-medium">
        {report.note
          ? m.ns_says_not_come_note({
              name: otherName,
              note: quoted(report.note),
              when: at(report.answerBy),
            })
          : m.ns_says_not_come({ name: otherName, when: at(report.answerBy) })}
      </p>
      <Button
        variant="destructive"
        className="justify-self-start"
        disabled={action.isPending}
        onClick={() => void answer('confirm', null)}
      >
        {side === 'provider' ? m.ns_yes_not_come() : m.ns_yes_not_there()}
      </Button>
      <NoteForm
        label={m.ns_what_happened()}
        button={m.ns_send_explanation()}
        required
        pending={action.isPending}
        onSend={(note) => answer('explain', note)}
      />
    </div>
  );
}

/**
 * A booked visit's no-show (issue 49): from 30 minutes after the start either side may report
 * that the other did not come; the other confirms (the visit ends as its cancellation) or
 * explains. Nothing is read before that time.
 */
export function NoShowPanel({
  requestId,
  booking,
  side,
  otherName,
}: {
  requestId: string;
  booking: Booking;
  side: Side;
  otherName: string;
}) {
  const due = booking.status === 'booked' && new Date() >= reportableFrom(booking);
  const status = useNoShow(booking.id, due);
  const action = useNoShowAction(requestId, booking.id, side);
  if (!due || !status.data) return null;
  const { report } = status.data;
  return (
    <div className="grid gap-3 rounded-lg border p-3" data-testid="no-show">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <UserX className="size-4 shrink-0 text-primary" aria-hidden />
        {report
          ? report.reportedBy === side
            ? m.ns_your_report()
            : m.ns_against_you()
          : side === 'customer'
            ? m.ns_did_not_come({ name: otherName })
            : m.ns_not_there({ name: otherName })}
      </h3>
      {report ? (
        <ReportState report={report} side={side} otherName={otherName} action={action} />
      ) : (
        <NoteForm
          label={m.ns_what_happened()}
          button={m.ns_report()}
          required={false}
          pending={action.isPending}
          onSend={async (note) => {
            try {
              await action.mutateAsync({ kind: 'report', note });
              toast({
                title: m.ns_reported(),
                description: m.ns_asked_answer({ name: otherName }),
              });
              return null;
            } catch (error) {
              return fieldErrorsOrForm(error, m.ns_report_failed());
            }
          }}
        />
      )}
    </div>
  );
}
