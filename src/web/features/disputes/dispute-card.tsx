import { Scale } from 'lucide-react';
import { formatCents } from '../../../domain/money';
import type { Dispute, JobDispute } from '../../../domain/schemas/disputes';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../lib/api';
import { useDisputeStep, useJobDispute } from './api';
import { OfferForm } from './offer-form';
import { OpenDisputeForm } from './open-form';

const WHEN = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Johannesburg',
});
const when = (iso: string) => WHEN.format(new Date(iso));

/** How a dispute ended, for the side reading it: the refund and how it is paid. */
function ending(dispute: Dispute, side: 'customer' | 'provider', otherName: string): string {
  const refund = formatCents(dispute.refundCents ?? 0);
  if (dispute.state === 'withdrawn') {
    return dispute.money === 'held'
      ? 'Withdrawn: the money held was paid out as if there had been none.'
      : 'Withdrawn: nothing more happens.';
  }
  if (!dispute.refundCents) return 'No refund: the job stands as paid.';
  switch (dispute.settlement) {
    case 'escrow':
      return dispute.outcome === 'full_refund'
        ? `${refund} went back to the customer from the money TradeSafe held.`
        : `${refund} went back to the customer from the money TradeSafe held; the rest was paid out.`;
    case 'guarantee':
      return `${refund} is paid to the customer by the Khaya Guarantee, from Khaya's own money.`;
    default:
      return side === 'provider'
        ? `Refund ${refund} to ${otherName} directly.`
        : `${otherName} refunds you ${refund} directly.`;
  }
}

function OpenDispute({
  dispute,
  data,
  requestId,
  otherName,
}: {
  dispute: Dispute;
  data: JobDispute;
  requestId: string;
  otherName: string;
}) {
  const step = useDisputeStep(requestId, dispute.id);
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: failureText(error, 'That did not work') });
  const talking = dispute.state === 'negotiating';
  const offer = dispute.offers.find((one) => one.state === 'open');
  const theirs = offer && offer.by !== data.as ? offer : null;
  return (
    <>
      <p className="text-sm" data-testid="dispute-deadline">
        {talking
          ? `Settle it between you by ${when(dispute.settleBy)}; after that, Khaya decides.`
          : `Khaya decides by ${when(dispute.decideBy ?? dispute.settleBy)}. Add anything that helps in the messages below.`}
      </p>
      {offer ? (
        <p className="rounded-md bg-muted p-3 text-sm" data-testid="dispute-offer">
          {offer.by === data.as
            ? `You offered to settle for a ${formatCents(offer.refundCents)} refund: waiting for ${otherName}.`
            : `${otherName} offers to settle for a ${formatCents(offer.refundCents)} refund.`}
          {offer.note ? ` "${offer.note}"` : null}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {theirs ? (
          <ConfirmDialog
            title={`Settle for a ${formatCents(theirs.refundCents)} refund?`}
            description={
              dispute.money === 'held'
                ? `${formatCents(theirs.refundCents)} goes back to the customer from the money TradeSafe holds, and the rest is paid out. The dispute ends.`
                : `The refund is paid directly by the provider. The dispute ends.`
            }
            confirmLabel="Settle"
            onConfirm={() => step.mutate({ offerId: theirs.id }, { onError: failed })}
            trigger={
              <Button className="h-11" disabled={step.isPending}>
                Accept the {formatCents(theirs.refundCents)} refund
              </Button>
            }
          />
        ) : null}
        {talking ? (
          <Button
            variant="outline"
            className="h-11"
            disabled={step.isPending}
            onClick={() => step.mutate('escalate', { onError: failed })}
          >
            Ask Khaya to decide
          </Button>
        ) : null}
        {dispute.openedBy === data.as ? (
          <ConfirmDialog
            title="Withdraw the dispute?"
            description={
              dispute.money === 'held'
                ? 'The money TradeSafe holds is paid out to the provider, as if there had been no dispute.'
                : 'Nothing more happens about it.'
            }
            confirmLabel="Withdraw"
            onConfirm={() => step.mutate('withdraw', { onError: failed })}
            trigger={
              <Button variant="ghost" className="h-11" disabled={step.isPending}>
                Withdraw the dispute
              </Button>
            }
          />
        ) : null}
      </div>
      {talking ? (
        <OfferForm
          requestId={requestId}
          disputeId={dispute.id}
          side={data.as}
          otherName={otherName}
        />
      ) : null}
    </>
  );
}

/**
 * A problem with a job (issue 49), on the customer's request page and the provider's quote page
 * once the work is done: raise one (or claim under the Khaya Guarantee), settle it with an offer,
 * ask Khaya to decide, and read how it ended. Shown only when a dispute can be opened or exists.
 */
export function DisputeCard({ requestId, otherName }: { requestId: string; otherName: string }) {
  const query = useJobDispute(requestId);
  const data = query.data;
  if (!data || (!data.dispute && !data.canOpen)) return null;
  const dispute = data.dispute;
  const open = dispute && (dispute.state === 'negotiating' || dispute.state === 'under_review');
  return (
    <Card as="section" className="grid gap-3 p-5" aria-labelledby="dispute-heading">
      <h2 id="dispute-heading" className="flex items-center gap-2 font-semibold">
        <Scale className="size-5 text-primary" aria-hidden />
        {dispute ? 'A problem with the job' : 'Something wrong with the job?'}
      </h2>
      {dispute ? (
        <>
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">{dispute.reasonLabel}</span>
            <span className="text-sm text-muted-foreground" data-testid="dispute-state">
              {dispute.label}
            </span>
          </p>
          <p className="text-sm">
            {dispute.openedBy === data.as ? 'You wrote: ' : `${otherName} wrote: `}
            {dispute.description}
          </p>
          {open ? (
            <OpenDispute
              dispute={dispute}
              data={data}
              requestId={requestId}
              otherName={otherName}
            />
          ) : (
            <div
              className="grid gap-1 rounded-md bg-muted p-3 text-sm"
              data-testid="dispute-ending"
            >
              {dispute.outcomeLabel ? (
                <p className="font-semibold">{dispute.outcomeLabel}</p>
              ) : null}
              <p>{ending(dispute, data.as, otherName)}</p>
              {dispute.decisionReason ? <p>Khaya&apos;s reason: {dispute.decisionReason}</p> : null}
              {dispute.warning ? (
                <p className="font-medium text-destructive" data-testid="dispute-warning">
                  Khaya&apos;s warning to you: {dispute.warning}
                </p>
              ) : null}
            </div>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            If the work was not done as agreed, raise it here
            {data.openUntil ? ` by ${when(data.openUntil)}` : ''}. Khaya helps you settle it.
          </p>
          <OpenDisputeForm requestId={requestId} data={data} otherName={otherName} />
        </>
      )}
    </Card>
  );
}
