import type { ServiceType } from '../../../domain/services';
import { m } from '../../../i18n/paraglide/messages.js';
import cleaningImage from '../../assets/categories/cleaning.svg';
import electricalImage from '../../assets/categories/electrical.svg';
import gardeningImage from '../../assets/categories/gardening.svg';
import plumbingImage from '../../assets/categories/plumbing.svg';

/**
 * The landing page's fixed copy (spec sections 3 and 9): categories and steps. How many providers
 * each category has, the statistics strip's figures and the featured providers come from the
 * directory (./directory.ts).
 */
export interface CategoryCard {
  service: ServiceType;
  /** Words in the page's language (src/i18n), read when the card renders. */
  title: () => string;
  blurb: () => string;
  image: string;
}

export const CATEGORIES: CategoryCard[] = [
  {
    service: 'cleaning',
    title: () => m.service_cleaning(),
    blurb: () => m.landing_blurb_cleaning(),
    image: cleaningImage,
  },
  {
    service: 'plumbing',
    title: () => m.service_plumbing(),
    blurb: () => m.landing_blurb_plumbing(),
    image: plumbingImage,
  },
  {
    service: 'electrical',
    title: () => m.service_electrical(),
    blurb: () => m.landing_blurb_electrical(),
    image: electricalImage,
  },
  {
    service: 'gardening',
    title: () => m.service_gardening(),
    blurb: () => m.landing_blurb_gardening(),
    image: gardeningImage,
  },
];

export const STEPS: { title: () => string; text: () => string }[] = [
  { title: () => m.landing_step1_title(), text: () => m.landing_step1_text() },
  { title: () => m.landing_step2_title(), text: () => m.landing_step2_text() },
  { title: () => m.landing_step3_title(), text: () => m.landing_step3_text() },
];
