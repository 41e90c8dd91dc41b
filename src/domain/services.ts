/** The four service categories the marketplace offers, in display order. */
export const SERVICE_TYPES = ['cleaning', 'plumbing', 'electrical', 'gardening'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_LABELS: Record<ServiceType, string> = {
  cleaning: 'Cleaning',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  gardening: 'Gardening',
};

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}

/** Parses a `?service=` value: lowercase category, anything else means "all". */
export function parseServiceParam(value: string | null | undefined): ServiceType | undefined {
  const lowered = value?.trim().toLowerCase();
  return isServiceType(lowered) ? lowered : undefined;
}

/**
 * Matches free text typed into the landing search ("plumber", "garden service", "Electrician")
 * to a category. Returns undefined when nothing matches.
 */
const SERVICE_KEYWORDS: Record<ServiceType, readonly string[]> = {
  cleaning: ['clean', 'maid', 'domestic', 'carpet', 'housekeep', 'upholster', 'window'],
  plumbing: ['plumb', 'pipe', 'leak', 'geyser', 'drain', 'tap', 'toilet', 'blocked'],
  electrical: ['electric', 'wiring', 'wire', 'light', 'plug', 'socket', 'db board', 'coc'],
  gardening: ['garden', 'lawn', 'grass', 'hedge', 'tree', 'weed', 'landscap'],
};

export function matchServiceText(text: string): ServiceType | undefined {
  const needle = text.trim().toLowerCase();
  if (!needle) return undefined;
  for (const type of SERVICE_TYPES) {
    if (SERVICE_KEYWORDS[type].some((keyword) => needle.includes(keyword))) return type;
  }
  return undefined;
}
