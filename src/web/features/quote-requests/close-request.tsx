import { XCircle } from 'lucide-react';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { actionFailed } from '../quotes';
import { useCustomerAction } from '../quotes';
import { m } from '../../../i18n/paraglide/messages.js';

/** The customer's 'Close request', asked to confirm: no more quotes, the open ones declined. */
export function CloseRequest({ request }: { request: QuoteRequest }) {
  const close = useCustomerAction();
  return (
    <ConfirmDialog
      title={m.close_title()}
      description={
        request.quotes.some((quote) => quote.status === 'open')
          ? m.close_text_open()
          : m.close_text()
      }
      confirmLabel={m.close_request()}
      onConfirm={() =>
        close.mutate({ kind: 'close', requestId: request.id }, { onError: actionFailed })
      }
      trigger={
        <Button variant="outline" size="sm" className="h-11" disabled={close.isPending}>
          <XCircle aria-hidden />
          {m.close_request()}
        </Button>
      }
    />
  );
}
