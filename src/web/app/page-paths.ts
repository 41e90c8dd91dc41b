import { PAGES, type PageEntry } from './pages';

/**
 * A route as a regular expression over the pathname: `:name` matches one segment, and trailing
 * slashes are allowed. The server matches paths with the same expressions (the build writes them
 * into the documents' manifest).
 */
export function routePattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.map((part) => `/${part}`).join('')}/*$`;
}

const MATCHERS = PAGES.flatMap((page) =>
  page.path === null ? [] : [{ page, pattern: new RegExp(routePattern(page.path)) }],
);
const NOT_FOUND = PAGES.find((page) => page.name === 'not-found') as PageEntry;

/** The page a path shows; the not-found page when no route matches. */
export function pageForPath(pathname: string): PageEntry {
  return MATCHERS.find(({ pattern }) => pattern.test(pathname))?.page ?? NOT_FOUND;
}
