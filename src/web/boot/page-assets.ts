/**
 * What a page's boot loader (./after-first-paint.ts) asks for once the page has painted: written
 * by the build into each page's document as a JSON script element with this id.
 */
export const PAGE_ASSETS_ID = 'page-assets';

export interface PageAssets {
  /** The stylesheet, or null when the page carries all of it inline. */
  css: string | null;
  /** The entry module. */
  script: string;
  /** The entry's and the page's chunks, in the order to ask for them. */
  preloads: string[];
}

/** How many of a page's chunks the loader asks for in one task. */
export const PRELOADS_PER_TASK = 4;

/** The element of a signed-in page's document that holds its sign-in view (./signed-out-view.ts). */
export const SIGNED_OUT_TEMPLATE_ID = 'signed-out-view';
