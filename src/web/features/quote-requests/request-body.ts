import type { OutdoorTask, Room } from '../../../domain/presets';
import type { Place } from '../../../domain/schemas/places';
import type { CleaningItem } from '../../../domain/schemas/quote-requests';
import type { ServiceType } from '../../../domain/services';
import type { WantedDate, WhenKind } from '../../../domain/when';
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
          },
        }
      : {}),
  };
}

/** The add-item button: disabled while no item is chosen, or the custom option has no name. */
export function canAddItem(selected: string, customName: string, customOption: string): boolean {
  if (!selected) return false;
  if (selected === customOption) return customName.trim().length > 0;
  return true;
}
