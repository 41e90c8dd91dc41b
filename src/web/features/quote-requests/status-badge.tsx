import {
  QUOTE_REQUEST_STATUS_LABELS,
  QUOTE_STATUS_LABELS,
  type QuoteRequestStatus,
  type QuoteStatus,
} from '../../../domain/quote-status';
import { Badge } from '../../components/ui/badge';

const REQUEST_TONES = {
  pending: 'warm',
  responded: 'info',
  accepted: 'success',
  declined: 'danger',
  completed: 'neutral',
  closed: 'outline',
} as const;

const QUOTE_TONES = {
  open: 'outline',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'neutral',
} as const;

export function RequestStatusBadge({ status }: { status: QuoteRequestStatus }) {
  return (
    <Badge tone={REQUEST_TONES[status]} data-testid="request-status">
      {QUOTE_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge tone={QUOTE_TONES[status]} data-testid="quote-status">
      {QUOTE_STATUS_LABELS[status]}
    </Badge>
  );
}
