import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { CLASS_GROUPS } from './class-groups';

/**
 * tailwind-merge with only the class groups of the classes the app uses (ADR 13): 2 KiB of code
 * on every page instead of 8. scripts/lib/class-groups.test.ts proves it merges as the whole.
 */
const merge = createTailwindMerge(() => ({ cacheSize: 500, theme: {}, ...CLASS_GROUPS }));

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
