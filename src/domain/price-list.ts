/**
 * A cleaner's price list for a standard clean (issue 45): a base price by bedrooms, a price for
 * each bathroom past the first, and extras it offers, in whole rand. A cleaner who opts in to
 * instant booking can be booked at these prices at a free start, without a quote. How long a clean
 * takes, and which starts of a day are free, are decided here too. Free of zod.
 */
import { minutesOf, timeOf, weekdayOf, type WorkingHours } from './working-hours';

export const CLEAN_EXTRAS = ['oven', 'fridge', 'windows', 'ironing', 'laundry'] as const;
export type CleanExtra = (typeof CLEAN_EXTRAS)[number];

export const CLEAN_EXTRA_LABELS: Record<CleanExtra, string> = {
  oven: 'Inside the oven',
  fridge: 'Inside the fridge',
  windows: 'Inside windows',
  ironing: 'Ironing',
  laundry: 'Laundry',
};

/** Bedrooms 1 to 6 (a studio is 1), bathrooms 1 to 4. */
export const MAX_BEDROOMS = 6;
export const MAX_BATHROOMS = 4;
/** The prices a list may hold, in whole rand. */
export const CLEAN_PRICE = { min: 50, max: 20_000 } as const;
export const EXTRA_PRICE = { min: 0, max: 5_000 } as const;

export interface PriceList {
  /** The base price of a clean with 1 to MAX_BEDROOMS bedrooms and one bathroom, in order. */
  bedrooms: number[];
  /** Each bathroom past the first. */
  extraBathroom: number;
  /** The extras it offers and their prices; one not listed is not offered. */
  extras: Partial<Record<CleanExtra, number>>;
  /** Whether customers may book it at these prices without a quote. */
  instant: boolean;
}

export interface CleanChoice {
  bedrooms: number;
  bathrooms: number;
  extras: CleanExtra[];
}

export interface PriceLine {
  label: string;
  amount: number;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** 'Clean of 3 bedrooms, 2 bathrooms, inside the oven'. */
export function cleanText(choice: CleanChoice): string {
  const extras = choice.extras.map((extra) => CLEAN_EXTRA_LABELS[extra].toLowerCase());
  return [
    `Clean of ${plural(choice.bedrooms, 'bedroom')}`,
    plural(choice.bathrooms, 'bathroom'),
    ...extras,
  ].join(', ');
}

/**
 * The price of a clean on a list, line by line, or null when the list does not offer one of the
 * extras asked for (or has no price for that many bedrooms).
 */
export function cleanPrice(
  list: Pick<PriceList, 'bedrooms' | 'extraBathroom' | 'extras'>,
  choice: CleanChoice,
): { total: number; lines: PriceLine[] } | null {
  const base = list.bedrooms[choice.bedrooms - 1];
  if (base === undefined) return null;
  const lines: PriceLine[] = [{ label: plural(choice.bedrooms, 'bedroom'), amount: base }];
  if (choice.bathrooms > 1) {
    lines.push({
      label: `${plural(choice.bathrooms - 1, 'extra bathroom')}`,
      amount: list.extraBathroom * (choice.bathrooms - 1),
    });
  }
  for (const extra of choice.extras) {
    const price = list.extras[extra];
    if (price === undefined) return null;
    lines.push({ label: CLEAN_EXTRA_LABELS[extra], amount: price });
  }
  return { total: lines.reduce((sum, line) => sum + line.amount, 0), lines };
}

/**
 * How long a standard clean takes, in half hours: 2 hours for one bedroom and bathroom, an hour
 * more for each bedroom, half an hour for each bathroom and each extra; at most 10 hours.
 */
export function cleanHours(choice: CleanChoice): number {
  const hours =
    2 + (choice.bedrooms - 1) + 0.5 * (choice.bathrooms - 1) + 0.5 * choice.extras.length;
  return Math.min(10, hours);
}

/** Starts are offered on the half hour. */
const STEP = 30;
/** A start today is at least this far ahead, for the cleaner to get there. */
export const INSTANT_LEAD_MINUTES = 120;

/**
 * The starts on `date` at which a clean of `minutes` fits the cleaner's working hours that day
 * and none of its booked visits, on the half hour; none when the day holds its jobs already.
 * `earliest` (minutes after midnight) leaves out starts before it (today: now and the lead time).
 */
export function freeStarts(input: {
  date: string;
  workingHours: WorkingHours;
  minutes: number;
  booked: { start: number; end: number }[];
  dailyCapacity: number;
  earliest?: number;
}): string[] {
  const day = input.workingHours[weekdayOf(input.date)];
  if (!day || input.booked.length >= input.dailyCapacity) return [];
  const open = minutesOf(day.start) ?? 0;
  const close = minutesOf(day.end) ?? 0;
  const starts: string[] = [];
  const first = Math.max(open, Math.ceil((input.earliest ?? 0) / STEP) * STEP);
  for (let start = first; start + input.minutes <= close; start += STEP) {
    const end = start + input.minutes;
    if (input.booked.every((visit) => end <= visit.start || start >= visit.end)) {
      starts.push(timeOf(start));
    }
  }
  return starts;
}
