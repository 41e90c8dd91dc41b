/** Preset lists of spec section 3, in the spec's order. */
export const ROOMS = [
  'Living Room',
  'Kitchen',
  'Bedroom',
  'Bathroom',
  'Dining Room',
  'Office',
  'Garage',
  'Basement',
  'Hallway',
] as const;

export const OUTDOOR_TASKS = [
  'Cutting Grass',
  'Trimming Hedges',
  'Weeding',
  'Planting',
  'Leaf Removal',
  'Garden Maintenance',
  'Pressure Washing',
  'Gutter Cleaning',
] as const;

export type Room = (typeof ROOMS)[number];
export type OutdoorTask = (typeof OUTDOOR_TASKS)[number];

export const CUSTOM_ITEM = 'Custom Item';

export const ITEMS = [
  'Couch/Sofa',
  'Carpet',
  'Rug',
  'Curtains',
  'Upholstered Chair',
  'Mattress',
  CUSTOM_ITEM,
] as const;

export const FABRICS = [
  'Cotton',
  'Linen',
  'Wool',
  'Silk',
  'Velvet',
  'Leather',
  'Synthetic/Polyester',
  'Unknown',
] as const;

export const DEFAULT_RESPONSE_TIME = 'Within 24 hours';

/** Rating is stored in tenths (49 means 4.9). */
export function displayRating(storedTenths: number): string {
  return (storedTenths / 10).toFixed(1);
}
