import { QUOTE_REQUEST_STATUS_LABELS, type QuoteRequestStatus } from '../../../domain/quote-status';
import { Badge } from '../../components/ui/badge';

const REQUEST_TONES = {
  pending: 'warm',
  responded: 'info',
  accepted: 'success',
  declined: 'danger',
  completed: 'neutral',
  closed: 'outline',
} as const;

export function RequestStatusBadge({ status }: { status: QuoteRequestStatus }) {
  return (
    <Badge tone={REQUEST_TONES[status]} data-testid="request-status">
      {QUOTE_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
