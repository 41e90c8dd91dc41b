import { useState, type FormEvent } from 'react';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_REPLY_MAX,
  SUB_RATINGS,
  type SubRating,
} from '../../../domain/reviews';
import type { Review } from '../../../domain/schemas/reviews';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { failureText as failureTextOf } from '../../lib/api';
import { useJobReviews, useReplyToReview, useSubmitReview } from './api';
import { dayMonthFormat } from '../../lib/dates';
import { subLabel } from './labels';
import { Stars, StarInput } from './stars';
import { m } from '../../../i18n/paraglide/messages.js';

/** What to tell the person when posting failed: the field's or server's reason, or the network. */
const failureText = (failure: unknown, what: 'review' | 'reply') =>
  failureTextOf(failure, what === 'review' ? m.rv_post_failed_review() : m.rv_post_failed_reply());

/** The reviewed provider's reply box under a published review of them (one reply, public). */
function ReplyForm({ requestId, review }: { requestId: string; review: Review }) {
  const reply = useReplyToReview(requestId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(m.rv_write_reply());
      return;
    }
    setError(undefined);
    reply.mutate(
      { reviewId: review.id, text },
      {
        onError: (failure) => setError(failureText(failure, 'reply')),
      },
    );
  };
  return (
    <form className="grid gap-2" onSubmit={send} noValidate>
      <label className="grid gap-1 text-sm font-medium">
        {m.rv_reply_label()}
        <Textarea
          value={text}
          rows={2}
          maxLength={REVIEW_REPLY_MAX}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
      </label>
      <p className="text-xs text-muted-foreground">{m.rv_hidden_public()}</p>
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="h-11"
          disabled={reply.isPending}
        >
          {m.rv_post_reply()}
        </Button>
      </div>
    </form>
  );
}

function ReviewText({ review, heading }: { review: Review; heading: string }) {
  return (
    <div className="grid gap-1" data-testid="review">
      <p className="text-sm font-medium">{heading}</p>
      <Stars rating={review.rating} />
      {review.comment ? <p className="text-sm">“{review.comment}”</p> : null}
      {review.reply ? (
        <p className="border-l-2 pl-3 text-sm text-muted-foreground">
          {m.rv_reply_prefix({ reply: review.reply })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The review part of a completed job's card, for either party: write yours (the customer also
 * rates quality, time, communication and value if they like), see it waiting, and see theirs
 * once both are in (or the 14 days have passed).
 */
export function ReviewPanel({
  requestId,
  otherName,
  side,
}: {
  requestId: string;
  /** Whom the caller reviews: the provider's name, or the customer's first name. */
  otherName: string;
  side: 'customer' | 'provider';
}) {
  const reviews = useJobReviews(requestId);
  const submit = useSubmitReview(requestId);
  const [rating, setRating] = useState<number>();
  const [subs, setSubs] = useState<Partial<Record<SubRating, number>>>({});
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  // When the card was shown: whether the window is still open (fixed for the card's life).
  const [shownAt] = useState(() => Date.now());

  if (reviews.isPending || reviews.isError) return null;
  const { mine, theirs, theirsWaiting, closesAt } = reviews.data;
  const open = closesAt !== null && shownAt < Date.parse(closesAt);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setError(m.rv_choose_stars());
      return;
    }
    setError(undefined);
    submit.mutate(
      { rating, ...subs, comment },
      {
        onError: (failure) => setError(failureText(failure, 'review')),
      },
    );
  };

  return (
    <section className="mt-4 grid gap-3 rounded-lg border p-4" aria-label="Reviews of this job">
      {theirs ? (
        <ReviewText
          review={theirs}
          heading={
            side === 'customer'
              ? m.rv_their_review_of_you({ name: otherName })
              : m.rv_their_review({ name: otherName })
          }
        />
      ) : null}
      {theirs && side === 'provider' && theirs.reply === null ? (
        <ReplyForm requestId={requestId} review={theirs} />
      ) : null}
      {mine ? (
        <div className="grid gap-1">
          <ReviewText review={mine} heading={m.rv_your_review()} />
          {mine.publishedAt ? null : (
            <p className="text-sm text-muted-foreground">
              {closesAt
                ? m.rv_hidden_until_day({
                    name: otherName,
                    day: dayMonthFormat.format(new Date(closesAt)),
                  })
                : m.rv_hidden_until({ name: otherName })}
            </p>
          )}
        </div>
      ) : open ? (
        <form className="grid gap-3" onSubmit={send} noValidate>
          <p className="font-medium">
            {m.rv_how_was({ name: otherName })}
            {theirsWaiting ? (
              <span className="block text-sm font-normal text-muted-foreground">
                {m.rv_they_reviewed({ name: otherName })}
              </span>
            ) : null}
          </p>
          <StarInput
            label={m.rv_overall()}
            value={rating}
            onChange={(stars) => {
              setRating(stars);
              setError(undefined); // what it asked for is given: the message goes
            }}
          />
          {side === 'customer' ? (
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer content-center">{m.rv_details()}</summary>
              <div className="grid gap-2 pt-2 sm:grid-cols-2">
                {SUB_RATINGS.map((sub) => (
                  <StarInput
                    key={sub}
                    size="small"
                    label={subLabel(sub)}
                    value={subs[sub]}
                    onChange={(stars) => setSubs((current) => ({ ...current, [sub]: stars }))}
                  />
                ))}
              </div>
            </details>
          ) : null}
          <label className="grid gap-1 text-sm font-medium">
            {m.rv_comment()}
            <Textarea
              value={comment}
              maxLength={REVIEW_COMMENT_MAX}
              rows={3}
              onChange={(event) => setComment(event.target.value)}
            />
          </label>
          <p className="text-xs text-muted-foreground">{m.rv_hidden_public()}</p>
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={submit.isPending}>
              {m.rv_post()}
            </Button>
          </div>
          {closesAt ? (
            <p className="text-xs text-muted-foreground">
              {m.rv_close_on({ day: dayMonthFormat.format(new Date(closesAt)) })}
            </p>
          ) : null}
        </form>
      ) : closesAt ? (
        <p className="text-sm text-muted-foreground">
          {m.rv_closed_on({ day: dayMonthFormat.format(new Date(closesAt)) })}
        </p>
      ) : null}
    </section>
  );
}
