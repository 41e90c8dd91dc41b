import { QUOTE_STATUS_LABELS, type QuoteStatus } from '../../../domain/quote-status';
import { Badge } from '../../components/ui/badge';

const QUOTE_TONES = {
  open: 'outline',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'neutral',
} as const;

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge tone={QUOTE_TONES[status]} data-testid="quote-status">
      {QUOTE_STATUS_LABELS[status]}
    </Badge>
  );
}
