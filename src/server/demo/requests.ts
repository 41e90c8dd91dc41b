/**
 * Open requests of other customers around the country (customers without sign-in accounts): the
 * demo provider, cleaning and gardening within 20 km of Claremont, sees the Cape Town ones near
 * it, not those across the city or in other metros. [service, description, location, lat, lng, days ago]
 */
export const DEMO_NEIGHBOUR_REQUESTS: [
  'cleaning' | 'gardening' | 'plumbing' | 'electrical',
  string,
  string,
  number,
  number,
][] = [
  [
    'gardening',
    'Overgrown back garden: mow, trim the hedge and clear the beds.',
    'Rondebosch, Cape Town, Western Cape',
    -33.9611,
    18.4744,
  ],
  [
    'cleaning',
    'Weekly clean of a three-bedroom house, about four hours.',
    'Observatory, Cape Town, Western Cape',
    -33.938,
    18.471,
  ],
  [
    'gardening',
    'Monthly garden service for a small complex garden.',
    'Constantia, Cape Town, Western Cape',
    -34.0278,
    18.4456,
  ],
  [
    'cleaning',
    'Windows and floors of a two-bedroom flat after painting.',
    'Gardens, Cape Town, Western Cape',
    -33.9333,
    18.4117,
  ],
  [
    'cleaning',
    'Move-in clean of a townhouse, with the oven and fridge.',
    'Durbanville, Cape Town, Western Cape',
    -33.8326,
    18.6477,
  ],
  [
    'gardening',
    'Remove a dead tree and level the lawn.',
    'Somerset West, Cape Town, Western Cape',
    -34.0757,
    18.8433,
  ],
  [
    'electrical',
    'Two plugs in the kitchen trip the earth leakage.',
    'Wynberg, Cape Town, Western Cape',
    -34.0,
    18.4667,
  ],
  [
    'cleaning',
    'Spring clean of a family home before the holidays.',
    'Sandton, Johannesburg, Gauteng',
    -26.1076,
    28.0567,
  ],
  [
    'gardening',
    'Lawn and flower beds, every second week.',
    'Umhlanga, Durban, KwaZulu-Natal',
    -29.7262,
    31.0818,
  ],
  [
    'cleaning',
    'Office clean, three rooms and a kitchenette.',
    'Hatfield, Pretoria, Gauteng',
    -25.7487,
    28.238,
  ],
];
