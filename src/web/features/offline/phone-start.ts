import type { createRoot } from 'react-dom/client';

/**
 * What early.ts (in every first view) hands to the phone side's rest when it loads it. Passed,
 * not imported: a chunk loaded later that imported the first view's modules would have the
 * bundler split them out of the main chunk, one more request in every first view.
 */
export interface PhoneStart {
  /** Chromium's install prompt, held since the page started (or null). */
  heldPrompt: Event | null;
  /** The page the visit landed on (the first screen, where no offer is made). */
  landingPath: string;
  /** This browser's visits, this one included. */
  visits: number;
  /** Where local storage notes that the offer was made. */
  offeredKey: string;
  /** The header of a kept copy's time. */
  savedAtHeader: string;
  /** react-dom's createRoot, as the first view has it (importing it again split the main chunk). */
  createRoot: typeof createRoot;
  keptCopy: {
    get: () => Date | null;
    subscribe: (listener: () => void) => () => void;
    note: (response: Response) => void;
  };
}
