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
import { disputeOutcomeWords, disputeReasonWords, disputeStateWords } from './dispute-words';
import { formatDayTime } from '../../../domain/locale-format';
import { LOCALE } from '../../lib/locale';
import { m } from '../../../i18n/paraglide/messages.js';

const when = (iso: string) => formatDayTime(LOCALE, new Date(iso));

/** How a dispute ended, for the side reading it: the refund and how it is paid. */
function ending(dispute: Dispute, side: 'customer' | 'provider', otherName: string): string {
  const refund = formatCents(dispute.refundCents ?? 0);
  if (dispute.state === 'withdrawn') {
    return dispute.money === 'held' ? m.dc_withdrawn_held() : m.dc_withdrawn();
  }
  if (!dispute.refundCents) return m.dc_no_refund();
  switch (dispute.settlement) {
    case 'escrow':
      return (dispute.outcome === 'full_refund' ? m.dc_escrow_full : m.dc_escrow_part)({ refund });
    case 'guarantee':
      return m.dc_guarantee({ refund });
    default:
      return (side === 'provider' ? m.dc_refund_direct : m.dc_refunds_you)({
        refund,
        name: otherName,
      });
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
    toast({ variant: 'destructive', title: failureText(error, m.pc_failed()) });
  const talking = dispute.state === 'negotiating';
  const offer = dispute.offers.find((one) => one.state === 'open');
  const theirs = offer && offer.by !== data.as ? offer : null;
  return (
    <>
      <p className="text-sm" data-testid="dispute-deadline">
        {talking
          ? m.dc_settle_by({ when: when(dispute.settleBy) })
          : m.dc_decides_by({ when: when(dispute.decideBy ?? dispute.settleBy) })}
      </p>
      {offer ? (
        <p className="rounded-md bg-muted p-3 text-sm" data-testid="dispute-offer">
          {offer.by === data.as
            ? m.dc_you_offered({ refund: formatCents(offer.refundCents), name: otherName })
            : m.dc_they_offer({ refund: formatCents(offer.refundCents), name: otherName })}
          {offer.note ? ` "${offer.note}"` : null}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {theirs ? (
          <ConfirmDialog
            title={m.dc_settle_title({ refund: formatCents(theirs.refundCents) })}
            description={
              dispute.money === 'held'
                ? m.dc_settle_held({ refund: formatCents(theirs.refundCents) })
                : m.dc_settle_direct()
            }
            confirmLabel={m.dc_settle()}
            onConfirm={() => step.mutate({ offerId: theirs.id }, { onError: failed })}
            trigger={
              <Button className="h-11" disabled={step.isPending}>
                {m.dc_accept_refund({ refund: formatCents(theirs.refundCents) })}
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
            {m.dc_ask_khaya()}
          </Button>
        ) : null}
        {dispute.openedBy === data.as ? (
          <ConfirmDialog
            title={m.dc_withdraw_title()}
            description={dispute.money === 'held' ? m.dc_withdraw_held() : m.dc_withdraw_direct()}
            confirmLabel={m.dc_withdraw()}
            onConfirm={() => step.mutate('withdraw', { onError: failed })}
            trigger={
              <Button variant="ghost" className="h-11" disabled={step.isPending}>
                {m.dc_withdraw_button()}
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
        {dispute ? m.dc_heading_open() : m.dc_heading_none()}
      </h2>
      {dispute ? (
        <>
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">
              {disputeReasonWords({ key: dispute.reason, label: dispute.reasonLabel })}
            </span>
            <span className="text-sm text-muted-foreground" data-testid="dispute-state">
              {disputeStateWords(dispute.state)}
            </span>
          </p>
          <p className="text-sm">
            {dispute.openedBy === data.as
              ? m.dc_you_wrote({ text: dispute.description })
              : m.dc_they_wrote({ name: otherName, text: dispute.description })}
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
              {dispute.outcome ? (
                <p className="font-semibold">{disputeOutcomeWords(dispute.outcome)}</p>
              ) : null}
              <p>{ending(dispute, data.as, otherName)}</p>
              {dispute.decisionReason ? (
                <p>{m.dc_reason({ reason: dispute.decisionReason })}</p>
              ) : null}
              {dispute.warning ? (
                <p className="font-medium text-destructive" data-testid="dispute-warning">
                  {m.dc_warning({ warning: dispute.warning })}
                </p>
              ) : null}
            </div>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {data.openUntil ? m.dc_raise_by({ when: when(data.openUntil) }) : m.dc_raise()}
          </p>
          <OpenDisputeForm requestId={requestId} data={data} otherName={otherName} />
        </>
      )}
    </Card>
  );
}
