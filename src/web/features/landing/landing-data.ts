import type { ServiceType } from '../../../domain/services';

/** Landing sample data (spec section 3 and 9): shown as marketing, not read from the API. */
export interface CategoryCard {
  service: ServiceType;
  title: string;
  serviceCount: number;
  blurb: string;
}

export const CATEGORIES: CategoryCard[] = [
  {
    service: 'cleaning',
    title: 'Cleaning',
    serviceCount: 127,
    blurb: 'Homes, carpets, upholstery',
  },
  { service: 'plumbing', title: 'Plumbing', serviceCount: 89, blurb: 'Leaks, geysers, drains' },
  {
    service: 'electrical',
    title: 'Electrical',
    serviceCount: 64,
    blurb: 'Wiring, DB boards, CoCs',
  },
  {
    service: 'gardening',
    title: 'Gardening',
    serviceCount: 103,
    blurb: 'Lawns, hedges, clean-ups',
  },
];

export interface FeaturedProvider {
  name: string;
  initials: string;
  rating: number;
  reviewCount: number;
  services: string[];
  hourlyRate: number;
  responseTime: string;
  isVerified: boolean;
  location: string;
}

export const FEATURED_PROVIDERS: FeaturedProvider[] = [
  {
    name: 'Sparkle Clean Co.',
    initials: 'SC',
    rating: 4.9,
    reviewCount: 127,
    services: ['Cleaning', 'Carpet Cleaning'],
    hourlyRate: 280,
    responseTime: 'Responds in 2hrs',
    isVerified: true,
    location: 'Cape Town',
  },
  {
    name: 'FlowRight Plumbing',
    initials: 'FP',
    rating: 4.8,
    reviewCount: 89,
    services: ['Plumbing', 'Geyser Repairs'],
    hourlyRate: 400,
    responseTime: 'Responds in 1hr',
    isVerified: true,
    location: 'Johannesburg',
  },
  {
    name: 'Green Thumb Gardens',
    initials: 'GT',
    rating: 4.7,
    reviewCount: 64,
    services: ['Gardening', 'Landscaping'],
    hourlyRate: 320,
    responseTime: 'Responds in 3hrs',
    isVerified: false,
    location: 'Durban',
  },
];

export const STATS = [
  { label: 'Jobs Completed', value: '50,000+' },
  { label: 'Verified Providers', value: '2,500+' },
  { label: 'Average Rating', value: '4.8' },
  { label: 'Cities Covered', value: '25+' },
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
