import type { QuoteRequestStatus } from '../../../domain/quote-status';
import { m } from '../../../i18n/paraglide/messages.js';
import { Badge } from '../../components/ui/badge';

const REQUEST_TONES = {
  pending: 'warm',
  responded: 'info',
  accepted: 'success',
  declined: 'danger',
  completed: 'neutral',
  closed: 'outline',
} as const;

/** Each status in this build's language (domain/quote-status.ts has the English). */
const REQUEST_STATUS_WORDS: Record<QuoteRequestStatus, () => string> = {
  pending: m.request_status_pending,
  responded: m.request_status_responded,
  accepted: m.status_accepted,
  declined: m.status_declined,
  completed: m.request_status_completed,
  closed: m.request_status_closed,
};

export function RequestStatusBadge({ status }: { status: QuoteRequestStatus }) {
  return (
    <Badge tone={REQUEST_TONES[status]} data-testid="request-status">
      {REQUEST_STATUS_WORDS[status]()}
    </Badge>
  );
}
