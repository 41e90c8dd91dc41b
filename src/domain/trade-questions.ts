/**
 * The few questions each trade asks on a request (issue 46), so that quotes come back comparable
 * without a visit: what is wrong for a plumber, what work for an electrician, how big and how
 * often for a garden, and the bedrooms and bathrooms of a clean. Every answer is optional. Also
 * the budget a customer may give. Free of zod (the pages that show the answers load it; the
 * schemas are in schemas/trade-questions.ts).
 */

export const PLUMBING_PROBLEMS = [
  'leak',
  'blocked-drain',
  'geyser',
  'toilet',
  'tap',
  'new-installation',
] as const;
export type PlumbingProblem = (typeof PLUMBING_PROBLEMS)[number];
export const PLUMBING_PROBLEM_LABELS: Record<PlumbingProblem, string> = {
  leak: 'Leak',
  'blocked-drain': 'Blocked drain',
  geyser: 'Geyser',
  toilet: 'Toilet',
  tap: 'Tap',
  'new-installation': 'New installation',
};

export const GEYSER_SIZES = ['50', '100', '150', '200', '250+'] as const;
export type GeyserSize = (typeof GEYSER_SIZES)[number];

export const GEYSER_AGES = ['under-5', '5-10', 'over-10', 'unknown'] as const;
export type GeyserAge = (typeof GEYSER_AGES)[number];
export const GEYSER_AGE_LABELS: Record<GeyserAge, string> = {
  'under-5': 'Under 5 years',
  '5-10': '5 to 10 years',
  'over-10': 'Over 10 years',
  unknown: 'Not sure',
};

export const ELECTRICAL_WORK = [
  'fault',
  'new-point',
  'db-board',
  'prepaid-meter',
  'lights',
  'other',
] as const;
export type ElectricalWork = (typeof ELECTRICAL_WORK)[number];
export const ELECTRICAL_WORK_LABELS: Record<ElectricalWork, string> = {
  fault: 'Fault (no power, tripping)',
  'new-point': 'New plug or light point',
  'db-board': 'DB board',
  'prepaid-meter': 'Prepaid meter',
  lights: 'Lights',
  other: 'Something else',
};

export const GARDEN_SIZES = ['small', 'medium', 'large'] as const;
export type GardenSize = (typeof GARDEN_SIZES)[number];
export const GARDEN_SIZE_LABELS: Record<GardenSize, string> = {
  small: 'Small (under 100 m²)',
  medium: 'Medium (100-500 m²)',
  large: 'Large (over 500 m²)',
};

export const GARDEN_TASKS = [
  'lawn',
  'hedges',
  'weeding',
  'planting',
  'trees',
  'leaves',
  'irrigation',
] as const;
export type GardenTask = (typeof GARDEN_TASKS)[number];
export const GARDEN_TASK_LABELS: Record<GardenTask, string> = {
  lawn: 'Lawn mowing',
  hedges: 'Hedges',
  weeding: 'Weeding',
  planting: 'Planting',
  trees: 'Tree felling or pruning',
  leaves: 'Leaves',
  irrigation: 'Irrigation',
};

export const GARDEN_FREQUENCIES = ['once', 'weekly', 'fortnightly', 'monthly'] as const;
export type GardenFrequency = (typeof GARDEN_FREQUENCIES)[number];
export const GARDEN_FREQUENCY_LABELS: Record<GardenFrequency, string> = {
  once: 'Once',
  weekly: 'Every week',
  fortnightly: 'Every two weeks',
  monthly: 'Every month',
};

/** The most bedrooms or bathrooms a cleaning request says. */
export const MAX_ROOM_COUNT = 20;

export type TradeDetails =
  | {
      trade: 'plumbing';
      problem?: PlumbingProblem;
      waterRunning?: boolean;
      geyserSize?: GeyserSize;
      geyserAge?: GeyserAge;
    }
  | { trade: 'electrical'; work?: ElectricalWork; certificate?: boolean }
  | {
      trade: 'gardening';
      gardenSize?: GardenSize;
      tasks?: GardenTask[];
      refuseRemoval?: boolean;
      frequency?: GardenFrequency;
    };
export type Trade = TradeDetails['trade'];

export const BUDGET_BANDS = [
  'under-500',
  '500-1500',
  '1500-5000',
  '5000-15000',
  'over-15000',
] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];
export const BUDGET_BAND_LABELS: Record<BudgetBand, string> = {
  'under-500': 'Under R500',
  '500-1500': 'R500 to R1 500',
  '1500-5000': 'R1 500 to R5 000',
  '5000-15000': 'R5 000 to R15 000',
  'over-15000': 'Over R15 000',
};

const yes = (on: boolean | undefined, text: string) => (on ? [text] : []);

/**
 * The answers in a few words, as a provider reads them on a card: ['Geyser (150 L, 5 to 10
 * years old)', 'Water running now']. Empty when nothing was answered.
 */
export function tradeSummary(details: TradeDetails): string[] {
  switch (details.trade) {
    case 'plumbing': {
      const geyser = [
        details.geyserSize ? `${details.geyserSize} L` : '',
        details.geyserAge && details.geyserAge !== 'unknown'
          ? `${GEYSER_AGE_LABELS[details.geyserAge].toLowerCase()} old`
          : '',
      ].filter(Boolean);
      const problem = details.problem ? PLUMBING_PROBLEM_LABELS[details.problem] : '';
      return [
        ...(problem ? [geyser.length ? `${problem} (${geyser.join(', ')})` : problem] : []),
        ...(details.waterRunning === undefined
          ? []
          : [details.waterRunning ? 'Water running now' : 'Water not running now']),
      ];
    }
    case 'electrical':
      return [
        ...(details.work ? [ELECTRICAL_WORK_LABELS[details.work]] : []),
        ...yes(details.certificate, 'Certificate of compliance needed'),
      ];
    case 'gardening':
      return [
        ...(details.gardenSize ? [GARDEN_SIZE_LABELS[details.gardenSize]] : []),
        ...(details.tasks?.length
          ? [details.tasks.map((task) => GARDEN_TASK_LABELS[task]).join(', ')]
          : []),
        ...yes(details.refuseRemoval, 'Refuse removal'),
        ...(details.frequency ? [GARDEN_FREQUENCY_LABELS[details.frequency]] : []),
      ];
  }
}

/** '2 bedrooms, 1 bathroom' (either part left out when not given). */
export function roomCounts(bedrooms?: number, bathrooms?: number): string {
  const part = (count: number | undefined, one: string) =>
    count === undefined ? '' : `${count} ${one}${count === 1 ? '' : 's'}`;
  return [part(bedrooms, 'bedroom'), part(bathrooms, 'bathroom')].filter(Boolean).join(', ');
}
