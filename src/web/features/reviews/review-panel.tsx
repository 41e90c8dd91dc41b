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
import { SUB_LABELS } from './labels';
import { Stars, StarInput } from './stars';

const DAY = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'long',
  timeZone: 'Africa/Johannesburg',
});

/** What to tell the person when posting failed: the field's or server's reason, or the network. */
const failureText = (failure: unknown, what: 'review' | 'reply') =>
  failureTextOf(failure, `Could not post your ${what}`);

/** The reviewed provider's reply box under a published review of them (one reply, public). */
function ReplyForm({ requestId, review }: { requestId: string; review: Review }) {
  const reply = useReplyToReview(requestId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write a reply');
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
        Reply in public (once)
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
      <p className="text-xs text-muted-foreground">
        Phone numbers, emails and links are hidden in public.
      </p>
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
          Post reply
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
        <p className="border-l-2 pl-3 text-sm text-muted-foreground">Reply: {review.reply}</p>
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
      setError('Choose from 1 to 5 stars');
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
          heading={side === 'customer' ? `${otherName}'s review of you` : `${otherName}'s review`}
        />
      ) : null}
      {theirs && side === 'provider' && theirs.reply === null ? (
        <ReplyForm requestId={requestId} review={theirs} />
      ) : null}
      {mine ? (
        <div className="grid gap-1">
          <ReviewText review={mine} heading="Your review" />
          {mine.publishedAt ? null : (
            <p className="text-sm text-muted-foreground">
              Hidden until {otherName} reviews you too
              {closesAt ? `, or until ${DAY.format(new Date(closesAt))}` : ''}: neither of you sees
              the other&apos;s first.
            </p>
          )}
        </div>
      ) : open ? (
        <form className="grid gap-3" onSubmit={send} noValidate>
          <p className="font-medium">
            How was it with {otherName}?
            {theirsWaiting ? (
              <span className="block text-sm font-normal text-muted-foreground">
                {otherName} has reviewed you: yours shows theirs to you.
              </span>
            ) : null}
          </p>
          <StarInput
            label="Overall"
            value={rating}
            onChange={(stars) => {
              setRating(stars);
              setError(undefined); // what it asked for is given: the message goes
            }}
          />
          {side === 'customer' ? (
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer content-center">
                Rate the details (optional)
              </summary>
              <div className="grid gap-2 pt-2 sm:grid-cols-2">
                {SUB_RATINGS.map((sub) => (
                  <StarInput
                    key={sub}
                    size="small"
                    label={SUB_LABELS[sub]}
                    value={subs[sub]}
                    onChange={(stars) => setSubs((current) => ({ ...current, [sub]: stars }))}
                  />
                ))}
              </div>
            </details>
          ) : null}
          <label className="grid gap-1 text-sm font-medium">
            What should others know? (optional)
            <Textarea
              value={comment}
              maxLength={REVIEW_COMMENT_MAX}
              rows={3}
              onChange={(event) => setComment(event.target.value)}
            />
          </label>
          <p className="text-xs text-muted-foreground">
            Phone numbers, emails and links are hidden in public.
          </p>
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={submit.isPending}>
              Post review
            </Button>
          </div>
          {closesAt ? (
            <p className="text-xs text-muted-foreground">
              Reviews close on {DAY.format(new Date(closesAt))}.
            </p>
          ) : null}
        </form>
      ) : closesAt ? (
        <p className="text-sm text-muted-foreground">
          Reviews of this job closed on {DAY.format(new Date(closesAt))}.
        </p>
      ) : null}
    </section>
  );
}
