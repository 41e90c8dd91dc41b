/** What a page's boot loader (./after-first-paint.ts) asks for once the page has painted. */
export { PAGE_ASSETS_ID, type PageAssets } from '../../domain/http';

/** How many of a page's chunks the loader asks for in one task. */
export const PRELOADS_PER_TASK = 4;

/** The element of a signed-in page's document that holds its sign-in view (./signed-out-view.ts). */
export { SIGNED_OUT_TEMPLATE_ID } from '../../domain/http';
