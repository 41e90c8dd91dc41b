import type { OutdoorTask, Room } from '../../../domain/presets';
import type { Place } from '../../../domain/schemas/places';
import type { CleaningItem } from '../../../domain/schemas/quote-requests';
import type { ServiceType } from '../../../domain/services';
import type { WantedDate, WhenKind } from '../../../domain/when';
import type {
  BudgetBand,
  ElectricalWork,
  GardenFrequency,
  GardenSize,
  GardenTask,
  GeyserAge,
  GeyserSize,
  PlumbingProblem,
  TradeDetails,
} from '../../../domain/trade-questions';
import type { z } from 'zod';
import type { createQuoteRequestBodySchema } from '../../../domain/schemas/quote-requests';

export type CreateQuoteRequestInput = z.input<typeof createQuoteRequestBodySchema>;

export interface RequestFormValues {
  serviceType: ServiceType;
  description: string;
  place: Place | null;
  /** When: dates with a window each, as soon as possible, or flexible (issue 45). */
  whenKind: WhenKind;
  dates: WantedDate[];
  cleaningType: 'indoor' | 'outdoor';
  rooms: Room[];
  outdoorTasks: OutdoorTask[];
  items: CleaningItem[];
  /** The trade's questions (issue 46): '' or false where not answered. */
  answers: TradeAnswers;
  budget: BudgetBand | '';
}

export interface TradeAnswers {
  problem: PlumbingProblem | '';
  waterRunning: '' | 'yes' | 'no';
  geyserSize: GeyserSize | '';
  geyserAge: GeyserAge | '';
  work: ElectricalWork | '';
  certificate: boolean;
  gardenSize: GardenSize | '';
  gardenTasks: GardenTask[];
  refuseRemoval: boolean;
  frequency: GardenFrequency | '';
  bedrooms: string;
  bathrooms: string;
}

export const NO_ANSWERS: TradeAnswers = {
  problem: '',
  waterRunning: '',
  geyserSize: '',
  geyserAge: '',
  work: '',
  certificate: false,
  gardenSize: '',
  gardenTasks: [],
  refuseRemoval: false,
  frequency: '',
  bedrooms: '',
  bathrooms: '',
};

/** Only what was answered: `{ a: '' }` and `{ a: false }` are left out. */
function answered<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]?: Exclude<T[K], '' | false> } {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) =>
        value !== '' && value !== false && !(Array.isArray(value) && value.length === 0),
    ),
  ) as { [K in keyof T]?: Exclude<T[K], '' | false> };
}

/** The answers of the request's trade, or nothing when none was answered. */
export function tradeDetailsOf(
  serviceType: ServiceType,
  answers: TradeAnswers = NO_ANSWERS,
): TradeDetails | undefined {
  const a = answers;
  const details: TradeDetails | undefined =
    serviceType === 'plumbing'
      ? {
          trade: 'plumbing',
          ...answered({
            problem: a.problem,
            ...(a.problem === 'geyser' ? { geyserSize: a.geyserSize, geyserAge: a.geyserAge } : {}),
          }),
          ...(a.waterRunning ? { waterRunning: a.waterRunning === 'yes' } : {}),
        }
      : serviceType === 'electrical'
        ? { trade: 'electrical', ...answered({ work: a.work, certificate: a.certificate }) }
        : serviceType === 'gardening'
          ? {
              trade: 'gardening',
              ...answered({
                gardenSize: a.gardenSize,
                tasks: a.gardenTasks,
                refuseRemoval: a.refuseRemoval,
                frequency: a.frequency,
              }),
            }
          : undefined;
  return details && Object.keys(details).length > 1 ? details : undefined;
}

/**
 * The body of `POST /api/quote-requests` from the form (spec section 5): cleaning details only
 * for cleaning, rooms only for indoor and tasks only for outdoor, each only when not empty; the
 * location only from a chosen place, with its coordinates.
 */
export function buildQuoteRequestBody(
  values: RequestFormValues,
  customerId: string,
): CreateQuoteRequestInput {
  if (!values.place) throw new Error('A place must be chosen');
  const cleaning = values.serviceType === 'cleaning';
  const answers = values.answers ?? NO_ANSWERS;
  const tradeDetails = tradeDetailsOf(values.serviceType, answers);
  const indoor = values.cleaningType === 'indoor';
  return {
    customerId,
    serviceType: values.serviceType,
    description: values.description.trim(),
    location: values.place.formattedAddress,
    latitude: values.place.latitude,
    longitude: values.place.longitude,
    when:
      values.whenKind === 'dates'
        ? { kind: 'dates', dates: values.dates }
        : { kind: values.whenKind },
    ...(cleaning
      ? {
          cleaningDetails: {
            cleaningType: values.cleaningType,
            ...(values.cleaningType === 'indoor' && values.rooms.length
              ? { rooms: values.rooms }
              : {}),
            ...(values.cleaningType === 'outdoor' && values.outdoorTasks.length
              ? { outdoorTasks: values.outdoorTasks }
              : {}),
            ...(values.items.length ? { items: values.items } : {}),
            ...(indoor && answers.bedrooms ? { bedrooms: Number(answers.bedrooms) } : {}),
            ...(indoor && answers.bathrooms ? { bathrooms: Number(answers.bathrooms) } : {}),
          },
        }
      : {}),
    ...(tradeDetails ? { tradeDetails } : {}),
    ...(values.budget ? { budget: values.budget } : {}),
  };
}

/** The add-item button: disabled while no item is chosen, or the custom option has no name. */
export function canAddItem(selected: string, customName: string, customOption: string): boolean {
  if (!selected) return false;
  if (selected === customOption) return customName.trim().length > 0;
  return true;
}
