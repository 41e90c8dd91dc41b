import type { ServiceType } from '../../../domain/services';
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
  title: string;
  blurb: string;
  image: string;
}

export const CATEGORIES: CategoryCard[] = [
  {
    service: 'cleaning',
    title: 'Cleaning',
    blurb: 'Homes, carpets, upholstery',
    image: cleaningImage,
  },
  {
    service: 'plumbing',
    title: 'Plumbing',
    blurb: 'Leaks, geysers, drains',
    image: plumbingImage,
  },
  {
    service: 'electrical',
    title: 'Electrical',
    blurb: 'Wiring, DB boards, CoCs',
    image: electricalImage,
  },
  {
    service: 'gardening',
    title: 'Gardening',
    blurb: 'Lawns, hedges, clean-ups',
    image: gardeningImage,
  },
];

export const STEPS = [
  {
    title: 'Request a Quote',
    text: 'Tell us what you need, where and when. It takes two minutes.',
  },
  {
    title: 'Compare Quotes',
    text: 'Local providers answer with a price in rand. Compare ratings and prices.',
  },
  {
    title: 'Get It Done',
    text: 'Accept the quote you like and your provider gets the job done.',
  },
];
