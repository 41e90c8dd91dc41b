import { max } from 'drizzle-orm';
import { priceGuidePath, servicePlacePath } from '../../../domain/search-pages';
import { SERVICE_TYPES, type ServiceType } from '../../../domain/services';
import type { Db } from '../../db/client';
import { priceGuides } from '../../db/schema';
import { placeDirectory } from '../places';
import { listedProviderCount, listedProviderPages } from '../providers';
import type { PlaceCoverage } from './coverage';
import { escapeHtml } from '../../lib/escape-html';

/**
 * sitemap.xml (issue 51), as the protocol (sitemaps.org 0.9) has it: an index of files of at
 * most SITEMAP_MAX_URLS addresses each: the public pages, the price guides and every service
 * and place page that has a provider in one file, the providers' public pages in as many as
 * they need. Each file is written as it is read, a batch of rows at a time.
 */
export const SITEMAP_MAX_URLS = 50_000;
const PROVIDER_BATCH = 5_000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The public pages of the app that a search engine may list (robots.txt allows them). */
const PUBLIC_PAGES = [
  '/',
  '/providers',
  '/request',
  '/for-providers',
  '/guarantee',
  '/about',
  '/help',
  '/contact',
  '/privacy',
  '/terms',
];

const url = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/**
 * The sitemap index: the pages' file and each file of providers. Each file's first reads are
 * made before its first byte, so a database that does not answer gets a proper error (after
 * the first byte, a failure can only cut the file short).
 */
export async function sitemapIndex(db: Db, siteUrl: string): Promise<AsyncGenerator<string>> {
  const providers = await listedProviderCount(db);
  const files = ['/sitemaps/pages.xml'];
  for (let n = 1; (n - 1) * SITEMAP_MAX_URLS < providers; n += 1) {
    files.push(`/sitemaps/providers-${n}.xml`);
  }
  return (async function* () {
    yield `${XML}<sitemapindex xmlns="${NS}">\n`;
    for (const file of files) {
      yield `<sitemap><loc>${escapeHtml(`${siteUrl}${file}`)}</loc></sitemap>\n`;
    }
    yield '</sitemapindex>\n';
  })();
}

/** The public pages, the price guides and the service and place pages. */
export async function pagesSitemap(
  db: Db,
  coverage: PlaceCoverage,
  siteUrl: string,
): Promise<AsyncGenerator<string>> {
  const [covered, refreshed] = await Promise.all([
    coverage.covered(),
    db.select({ at: max(priceGuides.refreshedAt) }).from(priceGuides),
  ]);
  const guidesChanged = refreshed[0]?.at ?? undefined;
  return pagesSitemapFile(covered, guidesChanged, siteUrl);
}

async function* pagesSitemapFile(
  covered: Map<ServiceType, Set<string>>,
  guidesChanged: Date | undefined,
  siteUrl: string,
): AsyncGenerator<string> {
  yield `${XML}<urlset xmlns="${NS}">\n`;
  for (const page of PUBLIC_PAGES) yield url(`${siteUrl}${page}`);
  for (const service of SERVICE_TYPES) {
    yield url(`${siteUrl}${priceGuidePath(service)}`, guidesChanged);
  }
  for (const service of SERVICE_TYPES) {
    const slugs = covered.get(service);
    let chunk = '';
    for (const entry of placeDirectory()) {
      if (slugs?.has(entry.slug))
        chunk += url(`${siteUrl}${servicePlacePath(service, entry.slug)}`);
    }
    yield chunk;
  }
  yield '</urlset>\n';
}

/** The `n`th file of providers' pages (from 1), or null past the last. */
export async function providersSitemap(
  db: Db,
  n: number,
  siteUrl: string,
): Promise<AsyncGenerator<string> | null> {
  if (!Number.isInteger(n) || n < 1) return null;
  const first = await listedProviderPages(db, {
    skip: (n - 1) * SITEMAP_MAX_URLS,
    limit: Math.min(PROVIDER_BATCH, SITEMAP_MAX_URLS),
  });
  if (first.length === 0 && n > 1) return null;
  return (async function* () {
    yield `${XML}<urlset xmlns="${NS}">\n`;
    let batch = first;
    let written = 0;
    while (batch.length > 0) {
      yield batch.map((row) => url(`${siteUrl}/providers/${row.id}`, row.changedAt)).join('');
      written += batch.length;
      const last = batch.at(-1)?.id;
      const left = SITEMAP_MAX_URLS - written;
      if (left <= 0 || batch.length < PROVIDER_BATCH) break;
      batch = await listedProviderPages(db, { after: last, limit: Math.min(PROVIDER_BATCH, left) });
    }
    yield '</urlset>\n';
  })();
}
