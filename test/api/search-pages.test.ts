import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { expect, it } from 'vitest';
import type { PriceHint } from '../../src/domain/schemas/price-guides';
import { and, eq } from 'drizzle-orm';
import { placeProviders } from '../../src/server/db/schema';
import { memoryProviderListCache } from '../../src/server/services/providers';
import {
  customer,
  giveCredit,
  postQuote,
  postRequest,
  provider,
  type Actor,
} from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

/** Umlazi (Durban) and a plumber who works there; a cleaner in Sea Point, Cape Town. */
const UMLAZI = { latitude: -29.9706, longitude: 30.8842 };
const plumbingJob = (problem: string) => ({
  serviceType: 'plumbing',
  description: 'The geyser leaks through the ceiling.',
  location: 'Umlazi, Durban, KwaZulu-Natal',
  latitude: UMLAZI.latitude,
  longitude: UMLAZI.longitude,
  preferredDate: 'Saturday',
  tradeDetails: { trade: 'plumbing', problem },
});

/** Markup with the whitespace around tags gone (the templates are laid out for reading). */
const compact = (html: string) =>
  html
    .replace(/\s+/g, ' ')
    .replace(/\s*\/>/g, '>')
    .replace(/>\s+/g, '>')
    .replace(/\s+</g, '<')
    .replace(/\s+>/g, '>');

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/**
 * The sitemap protocol's schema (sitemaps.org/schemas/sitemap/0.9, sitemap.xsd and
 * siteindex.xsd) as checks: the namespace, only its elements, one absolute `loc` of at most 2,048
 * characters per entry, `lastmod` as a W3C date-time, at most 50,000 entries a file.
 */
function checkSitemap(xml: string, root: 'urlset' | 'sitemapindex'): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (_name, _path, _leaf, attribute) => !attribute,
  }).parse(xml) as Record<string, Record<string, unknown>[]>;
  const top = parsed[root]?.[0];
  expect(top?.['@_xmlns']).toEqual('http://www.sitemaps.org/schemas/sitemap/0.9');
  const child = root === 'urlset' ? 'url' : 'sitemap';
  const allowed = new Set([`@_xmlns`, child]);
  expect(Object.keys(top ?? {}).filter((key) => !allowed.has(key))).toEqual([]);
  const entries = (top?.[child] ?? []) as Record<string, string[]>[];
  expect(entries.length).toBeLessThanOrEqual(50_000);
  return entries.map((entry) => {
    expect(Object.keys(entry).filter((key) => key !== 'loc' && key !== 'lastmod')).toEqual([]);
    expect(entry.loc).toHaveLength(1);
    const loc = entry.loc?.[0] ?? '';
    expect(loc).toMatch(/^https?:\/\/[^\s]+$/);
    expect(loc.length).toBeLessThanOrEqual(2048);
    for (const lastmod of entry.lastmod ?? []) {
      expect(lastmod).toMatch(
        /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/,
      );
    }
    return loc;
  });
}

describeEachDatabase(
  'search pages and price guides',
  (get) => {
    let plumber: Actor;
    let owner: Actor;
    const page = (url: string) => get().app.inject({ method: 'GET', url });
    const hint = async (query: string) => {
      const response = await page(`/api/price-guides?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PriceHint>();
    };
    /** A plumbing job in Umlazi accepted at `amount` (a call-out fee of 0). */
    const acceptedJob = async (amount: number, problem = 'geyser') => {
      const { app } = get();
      const requestId = await postRequest(app, owner, plumbingJob(problem));
      const quoteId = await postQuote(app, plumber, requestId, amount);
      const accepted = await app.inject({
        method: 'POST',
        url: `/api/quotes/${quoteId}/accept`,
        headers: owner.headers,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    };

    it('writes a page per service and place with a provider, readable without a script', async () => {
      const { app } = get();
      plumber = await provider(
        app,
        ['plumbing'],
        { location: 'Umlazi, Durban', ...UMLAZI, serviceRadiusKm: 20 },
        'Umlazi Pipe Works',
      );
      await giveCredit(app, plumber);
      owner = await customer(app, 'Nomsa Zulu');
      await provider(
        app,
        ['cleaning'],
        { latitude: -33.9153, longitude: 18.3925 },
        'Atlantic Shine',
      );

      const response = await page('/plumbing/umlazi-durban');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = compact(response.body);
      expect(html).toContain('<h1>Plumbers in Umlazi, Durban</h1>');
      expect(html).toContain(`<a href="/providers/${plumber.providerId}">Umlazi Pipe Works</a>`);
      expect(html).toContain(
        '<link rel="canonical" href="http://localhost:5000/plumbing/umlazi-durban">',
      );
      // 'Request a quote' opens the form with the service and the place filled in.
      const link = /<a class="btn" href="([^"]+)">Request a quote<\/a>/.exec(html)?.[1] ?? '';
      const params = new URLSearchParams(link.replace(/&amp;/g, '&').split('?')[1]);
      expect(params.get('service')).toBe('plumbing');
      expect(params.get('address')).toContain('Umlazi');
      expect(Number(params.get('lat'))).toBeCloseTo(-29.97, 1);
      // One script (the colour theme a person chose), allowed by its hash and nothing else:
      // the page reads the same without it.
      const scripts = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map(
        (one) => one[1] ?? '',
      );
      expect(scripts).toHaveLength(1);
      const hash = createHash('sha256')
        .update(scripts[0] ?? '')
        .digest('base64');
      expect(response.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}'`);
      expect(html).toContain('Not enough jobs yet for a price range');

      const data = structuredData(html);
      expect(data.map((one) => one['@type'])).toEqual(['BreadcrumbList', 'Service', 'ItemList']);
      const list = data[2] as { itemListElement: { item: Record<string, unknown> }[] };
      expect(list.itemListElement[0]?.item).toMatchObject({
        '@type': 'LocalBusiness',
        name: 'Umlazi Pipe Works',
        url: `http://localhost:5000/providers/${plumber.providerId}`,
      });
      // Durban's own page lists Umlazi among its areas; the cleaner is not a plumber there.
      const durban = await page('/plumbing/durban');
      expect(durban.statusCode).toBe(200);
      expect(durban.body).toContain('href="/plumbing/umlazi-durban"');
      expect((await page('/cleaning/sea-point-cape-town')).statusCode).toBe(200);
    });

    it('answers 404 for a place no provider reaches, pointing to the nearest that one does', async () => {
      const far = await page('/plumbing/sea-point-cape-town');
      expect(far.statusCode).toBe(404);
      expect(compact(far.body)).toContain(
        'No plumbers on Khaya travel to Sea Point, Cape Town yet',
      );
      expect(far.body).toContain('href="/plumbing/umlazi-durban"');
      const unknown = await page('/plumbing/nowhere-at-all');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Page Not Found');
      expect((await page('/plumbing/..%2F..%2Fetc')).statusCode).toBe(404);
      expect((await page('/prices/carpentry')).statusCode).toBe(404);
    });

    it('shows a price range only from ten accepted jobs: the 25th to the 75th percentile', async () => {
      // Nine jobs: not enough, anywhere.
      for (const amount of [100, 200, 300, 400, 500, 600, 700, 800, 900]) await acceptedJob(amount);
      await get().app.events.dispatchPending();
      const nine = await hint(`service=plumbing&lat=${UMLAZI.latitude}&lng=${UMLAZI.longitude}`);
      expect(nine).toEqual({ range: null, where: null, sentence: null, guide: '/prices/plumbing' });
      expect((await page('/prices/plumbing')).body).toContain('Not enough jobs yet');

      // Twelve: R300 (the third of twelve) to R900 (the ninth), in Umlazi, Durban and the country.
      await acceptedJob(1000);
      for (const amount of [1100, 1200]) await acceptedJob(amount, 'leak');
      await get().app.events.dispatchPending();
      const twelve = await hint(`service=plumbing&lat=${UMLAZI.latitude}&lng=${UMLAZI.longitude}`);
      expect(twelve.range).toMatchObject({ jobs: 12, low: 300, median: 600, high: 900 });
      expect(twelve.where).toBe('Umlazi, Durban');
      expect(twelve.sentence).toBe('Most plumbing jobs in Umlazi, Durban cost R300 - R900');
      // Away from every place: the country's figure.
      expect((await hint('service=plumbing')).sentence).toBe(
        'Most plumbing jobs in South Africa cost R300 - R900',
      );
      expect((await hint('service=gardening')).range).toBeNull();

      // The page, kept in the cache before, shows it: the acceptance cleared it.
      const html = compact((await page('/plumbing/umlazi-durban')).body);
      expect(html).toContain('<p class="price">R300 - R900</p>');
      expect(html).toContain('From 12 accepted quotes');
      const service = structuredData(html)[1];
      expect(service).toMatchObject({
        '@type': 'Service',
        priceRange: 'R300 - R900',
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'ZAR',
          lowPrice: 300,
          highPrice: 900,
          offerCount: 12,
        },
      });
      // The guide: the country, by kind of job (ten geysers; two leaks are too few), by city.
      const guide = compact((await page('/prices/plumbing')).body);
      expect(guide).toContain('<h1>How much does plumbing cost in South Africa?</h1>');
      expect(guide).toContain(
        '<th scope="row">Geyser repair or replacement</th><td>R300 - R800</td><td>10</td>',
      );
      expect(guide).not.toContain('>Leak<');
      expect(guide).toContain(
        '<a href="/plumbing/durban">Durban</a></th><td>R300 - R900</td><td>12</td>',
      );
      expect(structuredData(guide).map((one) => one['@type'])).toEqual([
        'BreadcrumbList',
        'Service',
      ]);
    });

    it('clears a stored page when a listing changes', async () => {
      const { app } = get();
      expect((await page('/plumbing/umlazi-durban')).body).not.toContain('Isipingo Plumbing');
      await provider(
        app,
        ['plumbing'],
        { location: 'Isipingo', latitude: -29.99, longitude: 30.93 },
        'Isipingo Plumbing',
      );
      await app.events.dispatchPending();
      expect((await page('/plumbing/umlazi-durban')).body).toContain('Isipingo Plumbing');
    });

    it("keeps each page's providers, marked when one moves away, made again by the next view", async () => {
      const { app, database } = get();
      const { db } = database;
      const row = async (slug: string) => {
        const [one] = await db
          .select()
          .from(placeProviders)
          .where(
            and(eq(placeProviders.serviceType, 'plumbing'), eq(placeProviders.placeSlug, slug)),
          );
        return one;
      };
      const mover = await provider(
        app,
        ['plumbing'],
        { location: 'Amanzimtoti', latitude: -30.05, longitude: 30.88, serviceRadiusKm: 15 },
        'Toti Drains',
      );
      await app.events.dispatchPending();
      expect((await page('/plumbing/umlazi-durban')).body).toContain('Toti Drains');
      const kept = await row('umlazi-durban');
      expect(kept?.providerIds).toContain(mover.providerId);
      expect(!kept?.invalidatedAt || kept.readAt > kept.invalidatedAt).toBe(true);

      // It moves to Soweto: Umlazi's row is marked (it held the plumber), Soweto's too (its
      // circle reaches it now), and each page's next view lists who travels there now.
      const moved = await app.inject({
        method: 'PATCH',
        url: '/api/providers/me',
        headers: mover.headers,
        payload: { location: 'Soweto, Johannesburg', latitude: -26.2678, longitude: 27.8585 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await app.events.dispatchPending();
      const marked = await row('umlazi-durban');
      expect(marked?.invalidatedAt && marked.invalidatedAt > marked.readAt).toBe(true);
      const soweto = await row('soweto-johannesburg');
      expect(soweto?.invalidatedAt).not.toBeNull();
      expect((await page('/plumbing/umlazi-durban')).body).not.toContain('Toti Drains');
      expect((await row('umlazi-durban'))?.providerIds).not.toContain(mover.providerId);
      const there = await page('/plumbing/soweto-johannesburg');
      expect(there.statusCode).toBe(200);
      expect(there.body).toContain('Toti Drains');

      // The start's fill makes only what is missing or marked; the daily one makes every row.
      const covered = await app.searchPages.coverage.covered();
      const pages = [...covered.values()].reduce((sum, slugs) => sum + slugs.size, 0);
      await app.searchPages.providers.fill(covered, false);
      expect(await app.searchPages.providers.fill(covered, false)).toBe(0);
      expect(await app.searchPages.providers.fill(covered, true)).toBe(pages);
    });

    it('lists every page in a sitemap that follows the protocol, named in robots.txt', async () => {
      const robots = await page('/robots.txt');
      expect(robots.body).toContain('Sitemap: http://localhost:5000/sitemap.xml');
      expect(robots.body).toContain('Disallow: /api/');
      const index = await page('/sitemap.xml');
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      const files = checkSitemap(index.body, 'sitemapindex');
      expect(files).toEqual([
        'http://localhost:5000/sitemaps/pages.xml',
        'http://localhost:5000/sitemaps/providers-1.xml',
      ]);
      const pages = checkSitemap((await page('/sitemaps/pages.xml')).body, 'urlset');
      expect(pages).toEqual(
        expect.arrayContaining([
          'http://localhost:5000/',
          'http://localhost:5000/prices/plumbing',
          'http://localhost:5000/plumbing/umlazi-durban',
          'http://localhost:5000/plumbing/durban',
          'http://localhost:5000/cleaning/sea-point-cape-town',
        ]),
      );
      expect(pages).not.toContain('http://localhost:5000/plumbing/sea-point-cape-town');
      const providers = (await page('/sitemaps/providers-1.xml')).body;
      expect(checkSitemap(providers, 'urlset')).toContain(
        `http://localhost:5000/providers/${plumber.providerId}`,
      );
      expect(providers).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
      expect((await page('/sitemaps/providers-2.xml')).statusCode).toBe(404);
      expect((await page('/sitemaps/other.xml')).statusCode).toBe(404);
    });

    it('refuses a price question without a service or with half a point, saying why', async () => {
      const none = await page('/api/price-guides');
      expect(none.statusCode).toBe(400);
      expect(none.json<{ errors: Record<string, string> }>().errors.service).toBe(
        'Choose cleaning, plumbing, electrical or gardening',
      );
      const half = await page('/api/price-guides?service=plumbing&lat=-29.9');
      expect(half.statusCode).toBe(400);
      expect(half.json<{ errors: Record<string, string> }>().errors.lng).toBe(
        'Give both lat and lng',
      );
    });
  },
  { searchPageCache: memoryProviderListCache(60_000) },
);
