import type { SubRating } from '../../../domain/reviews';

/** The detail ratings as people read them (the review form and a provider's page). */
export const SUB_LABELS: Record<SubRating, string> = {
  quality: 'Quality of work',
  punctuality: 'On time',
  communication: 'Communication',
  value: 'Value for money',
};

/** 'March 2026': when a review was published, as its list shows it. */
export const MONTH = new Intl.DateTimeFormat('en-ZA', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Johannesburg',
});
