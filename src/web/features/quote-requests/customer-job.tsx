import { lazy, Suspense } from 'react';
import { workDone } from '../../../domain/disputes';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';

// Each only once a quote is accepted, and each in its own chunk: none is in the first view of a
// request still taking quotes (the page stays under its 150 KiB).
const PaymentCard = lazy(() =>
  import('../protected-payments').then((module) => ({ default: module.PaymentCard })),
);
const PriceChangesCard = lazy(() =>
  import('../price-changes').then((module) => ({ default: module.PriceChangesCard })),
);
const VisitCard = lazy(() =>
  import('../bookings').then((module) => ({ default: module.VisitCard })),
);
const DisputeCard = lazy(() =>
  import('../disputes').then((module) => ({ default: module.DisputeCard })),
);

/**
 * The customer's side of a hired job on its request page: where the money is, the job's price
 * and its changes, the booked visit, and a problem with the work once it is done.
 */
export function CustomerJob({
  request,
  providerName,
}: {
  request: QuoteRequest;
  providerName: string;
}) {
  return (
    <>
      {request.paymentThroughKhaya ? (
        <Suspense fallback={null}>
          <PaymentCard requestId={request.id} otherName={providerName} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <PriceChangesCard requestId={request.id} otherName={providerName} />
      </Suspense>
      {request.booking ? (
        <Suspense fallback={null}>
          <VisitCard
            requestId={request.id}
            booking={request.booking}
            side="customer"
            otherName={providerName}
          />
        </Suspense>
      ) : null}
      {workDone(request.status, request.paymentThroughKhaya) ? (
        <Suspense fallback={null}>
          <DisputeCard requestId={request.id} otherName={providerName} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * A job cancelled after it was paid through Khaya (issue 49): its request page still says where
 * the money held went (all of it back, or the cancellation fee to the provider and the rest back).
 */
export function CancelledJobMoney({
  request,
  providerName,
}: {
  request: QuoteRequest;
  providerName: string;
}) {
  const state = request.paymentThroughKhaya;
  if (state !== 'cancelled' && state !== 'cancelled_with_fee') return null;
  return (
    <Suspense fallback={null}>
      <PaymentCard requestId={request.id} otherName={providerName} afterCancel />
    </Suspense>
  );
}
