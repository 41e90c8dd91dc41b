import { Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { useOwnQuoteAction, useQuote } from './api';
import { actionFailed } from './quote-decision';
import { QuoteForm } from './quote-form';
import type { When } from '../../../domain/when';
import { m } from '../../../i18n/paraglide/messages.js';

/** The provider's own open quote: change it (a new revision) or withdraw it, each on purpose. */
export function ChangeOwnQuote({
  requestId,
  quoteId,
  when,
}: {
  requestId: string;
  quoteId: string;
  when: When | null;
}) {
  const [editing, setEditing] = useState(false);
  const quote = useQuote(editing ? quoteId : undefined);
  const action = useOwnQuoteAction(requestId);
  if (editing && quote.data) {
    // A newer revision (changed on another phone or tab) opens the form afresh with its terms.
    return (
      <QuoteForm key={quote.data.revision} requestId={requestId} when={when} quote={quote.data} />
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
