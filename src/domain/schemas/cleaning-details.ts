import { z } from 'zod';
import { MAX_ROOM_COUNT } from '../trade-questions';
import { CUSTOM_ITEM, FABRICS, ITEMS, OUTDOOR_TASKS, ROOMS } from '../presets';

/**
 * A cleaning request's details (spec section 3 and issue 46): indoor or outdoor, the rooms or
 * the outdoor tasks, the items to clean, and an indoor clean's bedrooms and bathrooms.
 */

const PRESET_ITEMS = ITEMS.filter((item) => item !== CUSTOM_ITEM);

export const cleaningItemSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the item')
    .max(80, 'Keep the item name under 80 characters')
    .refine((name) => name !== CUSTOM_ITEM, 'Name the custom item'),
  fabric: z.enum(FABRICS, { error: 'Choose a fabric from the list' }).optional(),
});
export type CleaningItem = z.infer<typeof cleaningItemSchema>;

/** How many bedrooms or bathrooms a clean covers (issue 46). */
function roomCountSchema(what: 'bedrooms' | 'bathrooms') {
  return z
    .number({ error: `Give the number of ${what}` })
    .int(`Give the number of ${what} as a whole number`)
    .min(0, `Give the number of ${what} as 0 or more`)
    .max(MAX_ROOM_COUNT, `Give at most ${MAX_ROOM_COUNT} ${what}`);
}

export const cleaningDetailsSchema = z
  .object({
    cleaningType: z.enum(['indoor', 'outdoor'], { error: 'Choose indoor or outdoor' }),
    rooms: z
      .array(z.enum(ROOMS, { error: 'Choose rooms from the list' }))
      .max(ROOMS.length)
      .optional(),
    outdoorTasks: z
      .array(z.enum(OUTDOOR_TASKS, { error: 'Choose tasks from the list' }))
      .max(OUTDOOR_TASKS.length)
      .optional(),
    items: z.array(cleaningItemSchema).max(30, 'At most 30 items').optional(),
    bedrooms: roomCountSchema('bedrooms').optional(),
    bathrooms: roomCountSchema('bathrooms').optional(),
  })
  .superRefine((details, ctx) => {
    for (const key of ['bedrooms', 'bathrooms'] as const) {
      if (details.cleaningType === 'outdoor' && details[key] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'Bedrooms and bathrooms are only for indoor cleaning',
        });
      }
    }
    if (details.cleaningType === 'indoor' && details.outdoorTasks?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['outdoorTasks'],
        message: 'Outdoor tasks are only for outdoor cleaning',
      });
    }
    if (details.cleaningType === 'outdoor' && details.rooms?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['rooms'],
        message: 'Rooms are only for indoor cleaning',
      });
    }
  })
  .transform((details) => ({
    cleaningType: details.cleaningType,
    ...(details.cleaningType === 'indoor' && details.rooms?.length
      ? { rooms: [...new Set(details.rooms)] }
      : {}),
    ...(details.cleaningType === 'outdoor' && details.outdoorTasks?.length
      ? { outdoorTasks: [...new Set(details.outdoorTasks)] }
      : {}),
    ...(details.items?.length ? { items: details.items } : {}),
    ...(details.cleaningType === 'indoor' && details.bedrooms !== undefined
      ? { bedrooms: details.bedrooms }
      : {}),
    ...(details.cleaningType === 'indoor' && details.bathrooms !== undefined
      ? { bathrooms: details.bathrooms }
      : {}),
  }))
  // The rules above, for the API document (JSON Schema cannot see into superRefine).
  .meta({
    allOf: [
      {
        if: { properties: { cleaningType: { const: 'indoor' } } },
        then: { properties: { outdoorTasks: { maxItems: 0 } } },
      },
      {
        if: { properties: { cleaningType: { const: 'outdoor' } } },
        then: { properties: { rooms: { maxItems: 0 }, bedrooms: false, bathrooms: false } },
      },
    ],
  });
export type CleaningDetails = z.output<typeof cleaningDetailsSchema>;

export { PRESET_ITEMS };
