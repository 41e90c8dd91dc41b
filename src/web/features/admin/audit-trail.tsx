import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from '../../components/load-error';
import { useAuditTrail } from './api';

const WHEN = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Africa/Johannesburg',
});

/** What an audit action means, in words. */
const ACTIONS: Record<string, string> = {
  'admin.granted': 'made an admin',
  'admin.revoked': 'took back an admin role',
  'document.viewed': 'looked at a document',
  'document.approved': 'approved a document',
  'document.rejected': 'refused a document',
  'review.hidden': 'hid a reported review',
  'review.kept': 'kept a reported review',
  'message.hidden': 'hid a reported message',
  'message.kept': 'kept a reported message',
  'credit.adjusted': "corrected a provider's Khaya credit",
  'fee.credited_back': 'gave a hire fee back',
};

function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

/** Who did what, when: the newest entries first. */
export function AuditTrail() {
  const trail = useAuditTrail();
  if (trail.isError)
    return (
      <LoadError text="The audit trail could not be loaded." onRetry={() => void trail.refetch()} />
    );
  if (trail.isPending) return <Skeleton className="h-40 w-full" />;
  return (
    <ol
      className="grid divide-y rounded-md border"
      aria-label="Audit trail"
      data-testid="audit-trail"
    >
      {trail.data.map((entry) => (
        <li key={entry.id} className="grid gap-0.5 p-3 text-sm sm:grid-cols-[12rem_1fr]">
          <time dateTime={entry.createdAt} className="text-muted-foreground">
            {WHEN.format(new Date(entry.createdAt))}
          </time>
          <div className="min-w-0">
            <p>
              <span className="font-medium">{entry.actor}</span>{' '}
              {ACTIONS[entry.action] ?? entry.action}
            </p>
            <p className="break-words text-xs text-muted-foreground">
              {entry.subjectType} {entry.subjectId}
              {Object.keys(entry.detail).length > 0 ? ` · ${detailText(entry.detail)}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
