import type { ServiceType } from '../../domain/services';
import { DEMO_ACCOUNTS } from './accounts';

export interface DemoProvider {
  uid: string;
  name: string;
  email: string;
  phone: string;
  bio: string;
  services: ServiceType[];
  hourlyRate: number | null;
  responseTime: string;
  location: string;
  latitude: number;
  longitude: number;
  /** How far the provider travels: a realistic spread from a 10 km round to 50 km. */
  serviceRadiusKm: number;
  isVerified: 0 | 1;
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
/** Business names that say what the business does, per service (and per pair of services). */
const TRADE_NAMES: Record<string, string[]> = {
  cleaning: ['Sparkle Clean', 'Fresh Home Cleaning', 'Spotless Services', 'Shine Team'],
  plumbing: ['FlowRight Plumbing', 'Geyser Masters', 'PipeWorks', 'Leak Busters'],
  electrical: ['BrightSpark Electrical', 'SafeWire Electric', 'Volt Masters', 'PowerUp Electrical'],
  gardening: ['Green Thumb Gardens', 'Lawn Rangers', 'Fynbos Landscaping', 'Garden Pride'],
  'cleaning+gardening': ['Clean & Green', 'Home & Garden Care', 'Tidy Yard Services'],
  'plumbing+electrical': ['HomeFix Maintenance', 'Pipe & Volt', 'FixIt Trades'],
};

/**
 * How many demo providers offer each set of services. With the demo provider (cleaning and
 * gardening) the directory counts the spec's sample figures: 127 cleaning, 89 plumbing, 64
 * electrical and 103 gardening providers.
 */
const SERVICE_GROUPS: [ServiceType[], number][] = [
  [['cleaning'], 106],
  [['plumbing'], 74],
  [['electrical'], 49],
  [['gardening'], 82],
  [['cleaning', 'gardening'], 20],
  [['plumbing', 'electrical'], 15],
];

const RESPONSE_TIMES = [
  'Within 1 hour',
  'Within 2 hours',
  'Within 4 hours',
  'Within 24 hours',
  'Same day',
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

/** The list's entry at `index`, counting round. */
function cycle<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('an empty list of demo values');
  return value;
}

export const DEMO_SUBURBS = CITIES.flatMap((c) =>
  c.suburbs.map(([suburb, lat, lng]) => ({
    city: c.city,
    province: c.province,
    suburb,
    lat,
    lng,
  })),
);

/**
 * A deterministic list of demo providers (the same on every machine): every name used once and
 * saying what the business does (or a person's name), every provider with a response time and a
 * phone number, spread over the cities' suburbs.
 */
export function demoProviders(): DemoProvider[] {
  const list: DemoProvider[] = [];
  const used = new Set<string>([DEMO_ACCOUNTS.provider.name]);
  let i = 0;
  for (const [services, count] of SERVICE_GROUPS) {
    const trades = TRADE_NAMES[services.join('+')] ?? [];
    for (let n = 0; n < count; n++, i++) {
      const place = cycle(DEMO_SUBURBS, i * 7 + n);
      // A person's name for one in three; a business name with its suburb for the others (the
      // next suburb along if that name is taken).
      let name = '';
      for (let attempt = 0; !name || used.has(name); attempt++) {
        if ((n + attempt) % 3 === 0) {
          name = `${cycle(FIRST, i + attempt)} ${cycle(LAST, i * 5 + attempt * 3 + Math.floor(i / FIRST.length))}`;
        } else {
          const where = cycle(DEMO_SUBURBS, i * 7 + n + attempt).suburb;
          name = `${cycle(trades, n + Math.floor(attempt / DEMO_SUBURBS.length))} ${where}`;
        }
        if (attempt > 1000) throw new Error('ran out of demo provider names');
      }
      used.add(name);
      list.push({
        uid: `demo-provider-${String(i + 1).padStart(3, '0')}`,
        name,
        email: `provider${i + 1}@demo.co.za`,
        phone: `+2782555${String(1000 + i).slice(-4)}`,
        bio: services.map((service) => BIOS[service]).join(' '),
        services,
        hourlyRate: i % 9 === 4 ? null : 180 + ((i * 37) % 43) * 10,
        responseTime: cycle(RESPONSE_TIMES, i),
        location: `${place.suburb}, ${place.city}, ${place.province}`,
        latitude: place.lat,
        longitude: place.lng,
        serviceRadiusKm: cycle([10, 15, 20, 25, 25, 30, 40, 50], i * 3 + n),
        isVerified: i % 5 < 2 ? 1 : 0,
      });
    }
  }
  return list;
}
