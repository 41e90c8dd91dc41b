import { Flag } from 'lucide-react';
import { Link } from 'wouter';
import { REVIEW_REPORT_MAX } from '../../../domain/reviews';
import type { Review } from '../../../domain/schemas/reviews';
import { isServiceType, SERVICE_LABELS } from '../../../domain/services';
import { ReportControl } from '../../components/report-control';
import { LoadMore } from '../../components/ui/load-more';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/auth';
import { monthFormat } from '../../lib/dates';
import { authHref } from '../auth';
import { useProviderReviews, useReportReview } from './api';
import { Stars } from './stars';

/** Telling Khaya a review is not about the job, abusive or false: a reason, once per person. */
function ReportReview({ review, pagePath }: { review: Review; pagePath: string }) {
  const { user } = useAuth();
  const report = useReportReview();
  if (!user) {
    return (
      <Link
        href={authHref('/login', pagePath)}
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted-foreground underline"
      >
        <Flag className="size-3.5" aria-hidden />
        Sign in to report this review
      </Link>
    );
  }
  return (
    <ReportControl
      question="What is wrong with this review?"
      required="Say what is wrong with this review"
      done="Reported. Thank you: Khaya will look at this review."
      maxLength={REVIEW_REPORT_MAX}
      pending={report.isPending}
      sent={report.isSuccess}
      send={(reason, onError) => report.mutate({ reviewId: review.id, reason }, { onError })}
    />
  );
}

function ReviewItem({
  review,
  providerName,
  pagePath,
}: {
  review: Review;
  providerName: string;
  pagePath: string;
}) {
  const service = isServiceType(review.serviceType)
    ? SERVICE_LABELS[review.serviceType]
    : review.serviceType;
  return (
    <li className="grid gap-1.5 border-b py-4 last:border-b-0" data-testid="public-review">
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <span className="font-medium">{review.author}</span>
        <span className="text-muted-foreground">
          {service} · {monthFormat.format(new Date(review.publishedAt ?? review.createdAt))}
        </span>
      </p>
      <Stars rating={review.rating} />
      {review.comment ? (
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.comment}</p>
      ) : null}
      {review.reply ? (
        <div className="mt-1 rounded-md bg-muted p-3 text-sm">
          <p className="font-medium">Reply from {providerName}</p>
          <p className="whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
            {review.reply}
          </p>
        </div>
      ) : null}
      <ReportReview review={review} pagePath={pagePath} />
    </li>
  );
}

/** A provider's published reviews, newest first, ten at a time. */
export function ProviderReviews({
  providerId,
  providerName,
  pagePath,
}: {
  providerId: string;
  providerName: string;
  /** The page's own address, to come back to after signing in (to report). */
  pagePath: string;
}) {
  const reviews = useProviderReviews(providerId);
  if (reviews.isPending) {
    return (
      <div className="grid gap-3" aria-busy>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <p className="text-muted-foreground" role="alert">
        Could not load the reviews. Check your connection and reload the page.
      </p>
    );
  }
  const items = reviews.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="text-muted-foreground">
        No reviews yet. Reviews come from customers who hired {providerName} through Khaya.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <ul>
        {items.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            providerName={providerName}
            pagePath={pagePath}
          />
        ))}
      </ul>
      <div>
        <LoadMore list={reviews} />
      </div>
    </div>
  );
}
