import type { QuoteStatus } from '../../../domain/quote-status';
import { Badge } from '../../components/ui/badge';
import { m } from '../../../i18n/paraglide/messages.js';

const QUOTE_TONES = {
  open: 'outline',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'neutral',
} as const;

/** Each status in this build's language (domain/quote-status.ts has the English). */
const QUOTE_STATUS_WORDS: Record<QuoteStatus, () => string> = {
  open: m.quote_status_open,
  accepted: m.status_accepted,
  declined: m.status_declined,
  withdrawn: m.quote_status_withdrawn,
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge tone={QUOTE_TONES[status]} data-testid="quote-status">
      {QUOTE_STATUS_WORDS[status]()}
    </Badge>
  );
}
