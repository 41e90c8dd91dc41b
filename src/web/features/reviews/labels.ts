import type { SubRating } from '../../../domain/reviews';
import { m } from '../../../i18n/paraglide/messages.js';

/** The detail ratings as people read them (the review form and a provider's page). */
const SUB_WORDS: Record<SubRating, () => string> = {
  quality: m.rv_sub_quality,
  punctuality: m.rv_sub_punctuality,
  communication: m.rv_sub_communication,
  value: m.rv_sub_value,
};

export const subLabel = (sub: SubRating) => SUB_WORDS[sub]();
