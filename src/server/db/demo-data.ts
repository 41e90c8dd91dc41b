import type { ServiceType } from '../../domain/services';

/** Demo accounts created in the Auth emulator and the database on first start. */
export const DEMO_ACCOUNTS = {
  customer: {
    uid: 'demo-customer',
    email: 'customer@demo.co.za',
    password: 'customer123',
    name: 'Thandi Nkosi',
    phone: '+27825550101',
  },
  provider: {
    uid: 'demo-provider',
    email: 'provider@demo.co.za',
    password: 'provider123',
    name: 'Sipho Dlamini',
    phone: '+27835550202',
  },
} as const;

export interface DemoProvider {
  uid: string;
  name: string;
  email: string;
  bio: string;
  services: ServiceType[];
  hourlyRate: number | null;
  responseTime: string | null;
  location: string;
  latitude: number;
  longitude: number;
  isVerified: 0 | 1;
  rating: number;
  reviewCount: number;
}

const CITIES = [
  {
    city: 'Cape Town',
    province: 'Western Cape',
    suburbs: [
      ['Sea Point', -33.9167, 18.3833],
      ['Claremont', -33.9806, 18.4653],
      ['Bellville', -33.9, 18.6333],
      ['Observatory', -33.9381, 18.4728],
      ['Durbanville', -33.8333, 18.65],
    ],
  },
  {
    city: 'Johannesburg',
    province: 'Gauteng',
    suburbs: [
      ['Sandton', -26.1076, 28.0567],
      ['Rosebank', -26.1458, 28.0436],
      ['Soweto', -26.2678, 27.8585],
      ['Randburg', -26.0936, 28.0064],
      ['Melville', -26.1747, 28.0089],
    ],
  },
  {
    city: 'Pretoria',
    province: 'Gauteng',
    suburbs: [
      ['Hatfield', -25.7487, 28.238],
      ['Centurion', -25.8603, 28.1894],
      ['Menlo Park', -25.7703, 28.2586],
      ['Brooklyn', -25.771, 28.237],
    ],
  },
  {
    city: 'Durban',
    province: 'KwaZulu-Natal',
    suburbs: [
      ['Umhlanga', -29.7256, 31.0847],
      ['Berea', -29.85, 31.0],
      ['Morningside', -29.8294, 31.0158],
      ['Westville', -29.8333, 30.9333],
    ],
  },
  {
    city: 'Gqeberha',
    province: 'Eastern Cape',
    suburbs: [
      ['Summerstrand', -33.9886, 25.6681],
      ['Walmer', -33.9789, 25.5892],
      ['Newton Park', -33.9497, 25.5683],
    ],
  },
] as const;

const FIRST = [
  'Sipho',
  'Lerato',
  'Pieter',
  'Ayanda',
  'Naledi',
  'Johan',
  'Zanele',
  'Thabo',
  'Fatima',
  'Bongani',
  'Chantel',
  'Kagiso',
  'Nomsa',
  'Riaan',
  'Precious',
  'Mandla',
  'Anele',
  'Karabo',
  'Sizwe',
  'Refilwe',
  'Themba',
  'Yusuf',
  'Busisiwe',
  'Ruan',
];
const LAST = [
  'Mokoena',
  'van der Merwe',
  'Naidoo',
  'Khumalo',
  'Botha',
  'Mahlangu',
  'Pillay',
  'Ndlovu',
  'Jacobs',
  'Sithole',
  'Pretorius',
  'Molefe',
  'Govender',
  'Zulu',
  'Adams',
  'Maseko',
];
const TRADE_NAMES: Record<ServiceType, string[]> = {
  cleaning: ['Sparkle Clean', 'Fresh Home Cleaning', 'Spotless Services', 'Shine Team'],
  plumbing: ['FlowRight Plumbing', 'Geyser Masters', 'PipeWorks', 'Leak Busters'],
  electrical: ['BrightSpark Electrical', 'SafeWire Electric', 'Volt Masters', 'PowerUp Electrical'],
  gardening: ['Green Thumb Gardens', 'Lawn Rangers', 'Fynbos Landscaping', 'Garden Pride'],
};
const SERVICE_SETS: ServiceType[][] = [
  ['cleaning'],
  ['plumbing'],
  ['electrical'],
  ['gardening'],
  ['cleaning', 'gardening'],
  ['plumbing', 'electrical'],
  ['plumbing'],
  ['cleaning'],
  ['gardening'],
  ['electrical'],
  ['cleaning', 'plumbing', 'electrical', 'gardening'],
  ['electrical', 'plumbing'],
];
const RESPONSE_TIMES = [
  'Within 1 hour',
  'Within 2 hours',
  'Within 4 hours',
  'Within 24 hours',
  'Same day',
  null,
];
const BIOS: Record<ServiceType, string> = {
  cleaning:
    'Thorough home and office cleaning, carpets and upholstery. Own equipment and eco-friendly products.',
  plumbing:
    'Burst pipes, geysers, blocked drains and leaks. Registered with the PIRB, CoC certificates issued.',
  electrical:
    'Registered electrician: DB boards, fault finding, lighting, plugs and electrical CoCs.',
  gardening: 'Lawn care, hedges, planting and garden clean-ups. Waterwise gardens our speciality.',
};

/** A deterministic list of demo providers: same names and figures on every machine. */
/** The list's entry at `index`, counting round: demo data repeats its names and places. */
function cycle<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('an empty list of demo values');
  return value;
}

export function demoProviders(count = 48): DemoProvider[] {
  const list: DemoProvider[] = [];
  const suburbs = CITIES.flatMap((c) =>
    c.suburbs.map(([suburb, lat, lng]) => ({
      city: c.city,
      province: c.province,
      suburb,
      lat,
      lng,
    })),
  );
  for (let i = 0; i < count; i++) {
    const services = cycle(SERVICE_SETS, i);
    const place = cycle(suburbs, i * 7);
    const primary = cycle(services, 0);
    const person = `${cycle(FIRST, i)} ${cycle(LAST, i * 5)}`;
    const trade = cycle(TRADE_NAMES[primary], i);
    const name = i % 3 === 0 ? person : `${trade} ${place.suburb}`;
    list.push({
      uid: `demo-provider-${String(i + 1).padStart(3, '0')}`,
      name,
      email: `provider${i + 1}@demo.co.za`,
      bio: BIOS[primary],
      services,
      hourlyRate: i % 9 === 4 ? null : 180 + ((i * 37) % 43) * 10,
      responseTime: RESPONSE_TIMES[i % RESPONSE_TIMES.length] ?? null,
      location: `${place.suburb}, ${place.city}, ${place.province}`,
      latitude: place.lat,
      longitude: place.lng,
      isVerified: i % 5 < 2 ? 1 : 0,
      rating: 35 + ((i * 13) % 16),
      reviewCount: (i * 29) % 180,
    });
  }
  return list;
}
