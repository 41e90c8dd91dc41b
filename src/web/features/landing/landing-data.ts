import type { ServiceType } from '../../../domain/services';
import cleaningImage from '../../assets/categories/cleaning.svg';
import electricalImage from '../../assets/categories/electrical.svg';
import gardeningImage from '../../assets/categories/gardening.svg';
import plumbingImage from '../../assets/categories/plumbing.svg';
import flowrightAvatar from '../../assets/providers/flowright.svg';
import greenthumbAvatar from '../../assets/providers/greenthumb.svg';
import sparkleAvatar from '../../assets/providers/sparkle.svg';

/** Landing sample data (spec section 3 and 9): shown as marketing, not read from the API. */
export interface CategoryCard {
  service: ServiceType;
  title: string;
  serviceCount: number;
  blurb: string;
  image: string;
}

export const CATEGORIES: CategoryCard[] = [
  {
    service: 'cleaning',
    title: 'Cleaning',
    serviceCount: 127,
    blurb: 'Homes, carpets, upholstery',
    image: cleaningImage,
  },
  {
    service: 'plumbing',
    title: 'Plumbing',
    serviceCount: 89,
    blurb: 'Leaks, geysers, drains',
    image: plumbingImage,
  },
  {
    service: 'electrical',
    title: 'Electrical',
    serviceCount: 64,
    blurb: 'Wiring, DB boards, CoCs',
    image: electricalImage,
  },
  {
    service: 'gardening',
    title: 'Gardening',
    serviceCount: 103,
    blurb: 'Lawns, hedges, clean-ups',
    image: gardeningImage,
  },
];

export interface FeaturedProvider {
  name: string;
  avatar: string;
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
    avatar: sparkleAvatar,
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
    avatar: flowrightAvatar,
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
    avatar: greenthumbAvatar,
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
