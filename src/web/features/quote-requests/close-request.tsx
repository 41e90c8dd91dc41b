import { XCircle } from 'lucide-react';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { actionFailed } from '../quotes';
import { useCustomerAction } from '../quotes';

/** The customer's 'Close request', asked to confirm: no more quotes, the open ones declined. */
export function CloseRequest({ request }: { request: QuoteRequest }) {
  const close = useCustomerAction();
  return (
    <ConfirmDialog
      title="Close this request?"
      description={`No more quotes will come${
        request.quotes.some((quote) => quote.status === 'open')
          ? ', the open quotes will be declined and their providers told'
          : ''
      }. This cannot be undone.`}
      confirmLabel="Close request"
      onConfirm={() =>
        close.mutate({ kind: 'close', requestId: request.id }, { onError: actionFailed })
      }
      trigger={
        <Button variant="outline" size="sm" className="h-11" disabled={close.isPending}>
          <XCircle aria-hidden />
          Close request
        </Button>
      }
    />
  );
}
