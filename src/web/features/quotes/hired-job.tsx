import { lazy, Suspense } from 'react';
import { workDone } from '../../../domain/disputes';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { VisitCard } from '../bookings';

// A job paid through Khaya: its payment card, only for such a job.
const PaymentCard = lazy(() =>
  import('../protected-payments').then((module) => ({ default: module.PaymentCard })),
);
// A job's price changes after accept: only once a quote is accepted.
const PriceChangesCard = lazy(() =>
  import('../price-changes').then((module) => ({ default: module.PriceChangesCard })),
);
// A problem with the work: only once it is done.
const DisputeCard = lazy(() =>
  import('../disputes').then((module) => ({ default: module.DisputeCard })),
);

/**
 * The hired provider's side of a job on its quote page, once the customer accepted: where the
 * money is, the job's price and its changes, the booked visit, and a problem with the work.
 */
export function HiredJob({
  request,
  customerName,
}: {
  request: QuoteRequest;
  customerName: string;
}) {
  return (
    <>
      {request.paymentThroughKhaya ? (
        <div className="mt-6">
          <Suspense fallback={null}>
            <PaymentCard requestId={request.id} otherName={customerName} />
          </Suspense>
        </div>
      ) : null}
      <div className="mt-6">
        <Suspense fallback={null}>
          <PriceChangesCard requestId={request.id} otherName={customerName} />
        </Suspense>
      </div>
      {request.booking ? (
        <div className="mt-6">
          <VisitCard
            requestId={request.id}
            booking={request.booking}
            side="provider"
            otherName={customerName}
          />
        </div>
      ) : null}
      {workDone(request.status, request.paymentThroughKhaya) ? (
        <div className="mt-6">
          <Suspense fallback={null}>
            <DisputeCard requestId={request.id} otherName={customerName} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
