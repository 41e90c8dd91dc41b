import { Pencil, RefreshCw, Undo2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { useOwnQuoteAction, useQuote } from './api';
import { actionFailed } from './quote-decision';
import { QuoteForm } from './quote-form';
import { readWaitingQuote } from './waiting-quotes';
import { useAuth } from '../../lib/auth';
import { quoteRequestKeys } from '../quote-requests/keys';
import type { When } from '../../../domain/when';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * The provider's own open quote: change it (a new revision) or withdraw it, each on purpose. A
 * change sent late (kept offline) to a quote changed meanwhile elsewhere is refused by the
 * server's revision rule; the form then shows the quote as it is now, and says why.
 */
export function ChangeOwnQuote({
  requestId,
  quoteId,
  when,
}: {
  requestId: string;
  quoteId: string;
  when: When | null;
}) {
  const { user } = useAuth();
  // A change kept on this phone for want of signal opens the form with it, to go by itself.
  const [editing, setEditing] = useState(
    () => readWaitingQuote(user?.uid, requestId, quoteId) !== null,
  );
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const client = useQueryClient();
  // The quote is read again (the form opens afresh with it), and the page's own lines on it.
  const onChangedElsewhere = () => {
    setChangedElsewhere(true);
    void client.invalidateQueries({ queryKey: ['/api/quotes', quoteId] });
    void client.invalidateQueries({ queryKey: quoteRequestKeys.one(requestId) });
  };
  const quote = useQuote(editing ? quoteId : undefined);
  const action = useOwnQuoteAction(requestId);
  if (editing && quote.data) {
    // A newer revision (changed on another phone or tab) opens the form afresh with its terms.
    return (
      <>
        {changedElsewhere ? (
          <p
            className="mb-4 flex gap-2 rounded-lg border bg-muted/50 p-3 text-sm"
            data-testid="changed-elsewhere"
            role="status"
          >
            <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {m.qf_changed_elsewhere()}
          </p>
        ) : null}
        <QuoteForm
          key={quote.data.revision}
          requestId={requestId}
          when={when}
          quote={quote.data}
          onChangedElsewhere={onChangedElsewhere}
        />
      </>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button
        variant="outline"
        className="h-11"
        onClick={() => setEditing(true)}
        disabled={editing}
      >
        <Pencil aria-hidden />
        {m.qs_change()}
      </Button>
      <ConfirmDialog
        title={m.qs_withdraw_title()}
        description={m.qs_withdraw_text()}
        confirmLabel={m.qs_withdraw()}
        onConfirm={() => action.mutate({ kind: 'withdraw', quoteId }, { onError: actionFailed })}
        trigger={
          <Button variant="ghost" className="h-11" disabled={action.isPending}>
            <Undo2 aria-hidden />
            {m.qs_withdraw()}
          </Button>
        }
      />
    </div>
  );
}
