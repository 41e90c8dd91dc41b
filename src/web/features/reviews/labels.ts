import type { SubRating } from '../../../domain/reviews';

/** The detail ratings as people read them (the review form and a provider's page). */
export const SUB_LABELS: Record<SubRating, string> = {
  quality: 'Quality of work',
  punctuality: 'On time',
  communication: 'Communication',
  value: 'Value for money',
};
