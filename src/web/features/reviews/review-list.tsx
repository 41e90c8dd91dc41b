import { Flag } from 'lucide-react';
import { Link } from 'wouter';
import { REVIEW_REPORT_MAX } from '../../../domain/reviews';
import type { Review } from '../../../domain/schemas/reviews';
import { isServiceType } from '../../../domain/services';
import { ReportControl } from '../../components/report-control';
import { LoadMore } from '../../components/ui/load-more';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/auth';
import { monthFormat } from '../../lib/dates';
import { serviceWord } from '../../lib/service-words';
import { authHref } from '../auth';
import { useProviderReviews, useReportReview } from './api';
import { Stars } from './stars';
import { m } from '../../../i18n/paraglide/messages.js';

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
        {m.rv_sign_in_report()}
      </Link>
    );
  }
  return (
    <ReportControl
      question={m.rv_report_question()}
      required={m.rv_report_required()}
      done={m.rv_report_done()}
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
    ? serviceWord(review.serviceType)
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
          <p className="font-medium">{m.rv_reply_from({ name: providerName })}</p>
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
        {m.rv_list_failed()}
      </p>
    );
  }
  const items = reviews.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <p className="text-muted-foreground">{m.rv_list_none({ name: providerName })}</p>;
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
