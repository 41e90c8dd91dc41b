import { EyeOff, Flag, Image as ImageIcon, MessageSquare, Star } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { ReportedItem } from '../../../domain/schemas/moderation';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { failureText } from '../../lib/api';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { useModerate, useReportedPhoto, useReportQueue } from './api';
import { dayTimeFormat } from '../../lib/dates';

/** A reported photo as its page showed it (the desk fetches it with the admin's token). */
function ReportedPhoto({ url, caption }: { url: string; caption: string }) {
  const file = useReportedPhoto(url);
  const shown = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (shown ? URL.revokeObjectURL(shown) : undefined), [shown]);
  if (file.isError)
    return (
      <p className="text-sm text-destructive">{failureText(file.error, 'Could not load it')}</p>
    );
  if (!shown) return <Skeleton className="h-40 w-56" />;
  return (
    <img
      src={shown}
      alt={caption ? `The reported photo: ${caption}` : 'The reported photo'}
      className="max-h-60 w-auto justify-self-start rounded-md border"
    />
  );
}

/** One reported review or message: what it says, who reported it and why, and the decision. */
function ReportedCard({ item }: { item: ReportedItem }) {
  const moderate = useModerate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = (action: 'hide' | 'keep') => {
    if (reason.trim().length < 3) {
      setError('Say why, in a few words');
      return;
    }
    moderate.mutate({ type: item.type, id: item.id, action, reason: reason.trim() });
  };
  const Icon =
    item.type === 'review' ? Star : item.type === 'work_photo' ? ImageIcon : MessageSquare;
  return (
    <Card className="grid gap-3 p-4" role="region" aria-label={item.context}>
      <div className="grid gap-1">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Icon className="size-4" aria-hidden />
          {item.context} · by {item.authorName} · {dayTimeFormat.format(new Date(item.createdAt))}
        </p>
        {item.rating !== null ? (
          <p className="text-sm font-medium">
            {item.rating} star{item.rating === 1 ? '' : 's'}
          </p>
        ) : null}
        {item.photoUrl ? <ReportedPhoto url={item.photoUrl} caption={item.text} /> : null}
        {item.text || item.type !== 'work_photo' ? (
          <blockquote className="whitespace-pre-wrap break-words rounded-md bg-muted p-3">
            {item.text || <span className="text-muted-foreground">(stars only, no words)</span>}
          </blockquote>
        ) : null}
      </div>
      <ul className="grid gap-1 text-sm" aria-label="Reports">
        {item.reports.map((report, index) => (
          <li key={index} className="flex gap-2">
            <Flag className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <span>
              <span className="font-medium">{report.reporterName}</span>: {report.reason} (
              {dayTimeFormat.format(new Date(report.createdAt))})
            </span>
          </li>
        ))}
      </ul>
      <FormField label="Your reason (kept in the audit trail)" error={error}>
        {(props) => (
          <Input
            {...props}
            value={reason}
            maxLength={500}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" disabled={moderate.isPending} onClick={() => decide('hide')}>
          <EyeOff aria-hidden />
          Hide it
        </Button>
        <Button variant="outline" disabled={moderate.isPending} onClick={() => decide('keep')}>
          Keep it
        </Button>
      </div>
      <p className="min-h-5 text-sm text-destructive" role="status" aria-live="polite">
        {moderate.isError ? failureText(moderate.error, 'Could not save the decision') : null}
      </p>
    </Card>
  );
}

/**
 * Reported reviews, messages and photos of past work, the longest waiting first. A hidden review
 * stops counting toward the provider's rating; a hidden message shows both sides that it was
 * hidden; a hidden photo leaves the provider's page.
 */
export function ReportQueue() {
  const queue = useReportQueue();
  if (queue.isError)
    return (
      <LoadError text="The reports could not be loaded." onRetry={() => void queue.refetch()} />
    );
  if (queue.isPending) return <Skeleton className="h-40 w-full" />;
  if (queue.data.length === 0)
    return (
      <EmptyState
        title="No reports waiting"
        text="Nobody has reported a review, a message or a photo."
      />
    );
  return (
    <div className="grid gap-4 lg:max-w-3xl">
      {queue.data.map((item) => (
        <ReportedCard key={`${item.type}-${item.id}`} item={item} />
      ))}
    </div>
  );
}
