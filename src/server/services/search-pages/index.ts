/**
 * Search pages (issue 51): a server-written page per service and place that has a provider
 * (`place-page` gathers it, `place-view` writes it), a price guide per service (`guide-page`),
 * the figures behind both (`price-guides`, a read model of accepted quotes), which places have
 * a page (`coverage`), schema.org's JSON-LD (`structured-data`) and sitemap.xml (`sitemap`).
 * Pages are kept in a page cache (Browse Providers' kind: Redis, or memory with PGlite) that the
 * domain events clear: a listing changed (a provider joined, a review published), a quote
 * accepted (after its service's figures are made again). Other code uses only this file.
 */
import { eq } from 'drizzle-orm';
import { isServiceType, type ServiceType } from '../../../domain/services';
import type { Db } from '../../db/client';
import { quoteRequests } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import { typesTouching } from '../../events/types';
import { PeriodicTask, type Logger } from '../../lib/periodic';
import { NO_PROVIDER_LIST_CACHE, type ProviderListCache } from '../providers';
import { PlaceCoverage } from './coverage';
import { PlaceProviders } from './place-providers';
import { priceGuideHtml } from './guide-page';
import { placePageHtml, uncoveredPlaceHtml, unknownPageHtml } from './place-view';
import { areaRegion, bestRange, COUNTRY, metroRegion, PriceGuideRefresher } from './price-guides';
import { placePage, regionWords } from './place-page';
import { nearestPlace } from '../places';
import type { PriceHint } from '../../../domain/schemas/price-guides';
import { priceGuidePath, showsRange, typicalCostSentence } from '../../../domain/search-pages';
import { pagesSitemap, providersSitemap, sitemapIndex } from './sitemap';

export { refreshPriceGuides } from './price-guides';
export { PlaceCoverage } from './coverage';
export { SEARCH_PAGE_CSP } from './html';
export { SITEMAP_MAX_URLS } from './sitemap';

export interface SearchPageAnswer {
  status: 200 | 404;
  html: string;
}

const DAY_MS = 86_400_000;
/** A point further than this from every place in the list is priced by the country's figure. */
const HINT_PLACE_KM = 15;

export class SearchPages {
  readonly coverage: PlaceCoverage;
  readonly providers: PlaceProviders;
  readonly refresher: PriceGuideRefresher;
  private readonly daily: PeriodicTask;
  private readonly dailyProviders: PeriodicTask;
  private providersFilledOnce = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly options: {
      siteUrl: string;
      clock: () => Date;
      log: Logger;
      /** Where finished pages are kept; without it each is written every time. */
      cache?: ProviderListCache | undefined;
    },
  ) {
    this.coverage = new PlaceCoverage(db);
    this.providers = new PlaceProviders(db);
    this.refresher = new PriceGuideRefresher(db, options.clock);
    // The twelve months move on every day: the figures are made again daily (and at start).
    this.daily = new PeriodicTask(
      'price guides',
      async () => {
        await this.refresher.refresh();
        await this.cache.invalidate();
      },
      options.log,
      DAY_MS,
    );
    // The pages' providers: the rows missing or marked at start, all of them once a day after.
    this.dailyProviders = new PeriodicTask(
      'search page providers',
      async () => {
        const all = this.providersFilledOnce;
        this.providersFilledOnce = true;
        await this.providers.fill(await this.coverage.workOut(), all, () => this.stopped);
      },
      options.log,
      DAY_MS,
    );
  }

  private get cache(): ProviderListCache {
    return this.options.cache ?? NO_PROVIDER_LIST_CACHE;
  }

  async start(): Promise<void> {
    await Promise.all([this.daily.start({ now: true }), this.dailyProviders.start({ now: true })]);
  }

  stop(): void {
    this.stopped = true;
    this.daily.stop();
    this.dailyProviders.stop();
  }

  /** The page of a service in a place (`/plumbing/umlazi-durban`). */
  async placePage(service: string, slug: string): Promise<SearchPageAnswer> {
    const { siteUrl } = this.options;
    if (!isServiceType(service))
      return { status: 404, html: unknownPageHtml(siteUrl, `/${service}/${slug}`) };
    const key = `place:${service}:${slug}`;
    const stored = await this.cache.get(key);
    if (stored.page) return { status: 200, html: stored.page.body };
    const page = await placePage(this.db, this, service, slug);
    if (!page) return { status: 404, html: unknownPageHtml(siteUrl, `/${service}/${slug}`) };
    if (page.kind === 'uncovered') return { status: 404, html: uncoveredPlaceHtml(page, siteUrl) };
    const body = placePageHtml(page, siteUrl);
    await this.cache.set(key, stored.generation, { body, nextCursor: null });
    return { status: 200, html: body };
  }

  /** A service's price guide (`/prices/plumbing`). */
  async priceGuide(service: string): Promise<SearchPageAnswer> {
    const { siteUrl } = this.options;
    if (!isServiceType(service))
      return { status: 404, html: unknownPageHtml(siteUrl, `/prices/${service}`) };
    const key = `guide:${service}`;
    const stored = await this.cache.get(key);
    if (stored.page) return { status: 200, html: stored.page.body };
    const body = await priceGuideHtml(this.db, this.coverage, service, siteUrl);
    await this.cache.set(key, stored.generation, { body, nextCursor: null });
    return { status: 200, html: body };
  }

  /** What the service typically costs near a point (its place, its metro) or in the country. */
  async priceHint(
    service: ServiceType,
    point?: { latitude: number; longitude: number },
  ): Promise<PriceHint> {
    const entry = point ? nearestPlace(point, HINT_PLACE_KM) : undefined;
    const regions = [
      ...(entry && !(entry.isTown && entry.metro) ? [areaRegion(entry.area)] : []),
      ...(entry?.metro ? [metroRegion(entry.metro)] : []),
      COUNTRY,
    ];
    const range = await bestRange(this.db, service, regions);
    const shown = showsRange(range) ? range : null;
    const where = shown ? regionWords(shown.region) : null;
    return {
      range: shown
        ? {
            jobs: shown.jobs,
            low: shown.low,
            median: shown.median,
            high: shown.high,
            from: shown.from,
            to: shown.to,
          }
        : null,
      where,
      sentence: shown ? typicalCostSentence(service, where, shown) : null,
      guide: priceGuidePath(service),
    };
  }

  sitemapIndex(): Promise<AsyncGenerator<string>> {
    return sitemapIndex(this.db, this.options.siteUrl);
  }

  pagesSitemap(): Promise<AsyncGenerator<string>> {
    return pagesSitemap(this.db, this.coverage, this.options.siteUrl);
  }

  providersSitemap(n: number): Promise<AsyncGenerator<string> | null> {
    return providersSitemap(this.db, n, this.options.siteUrl);
  }

  /** A listing changed: which places have pages, and every stored page, are read afresh. */
  async forget(): Promise<void> {
    this.coverage.forget();
    await this.cache.invalidate();
  }

  /**
   * The subscribers: a listing change (EVENT_TOUCHES' `listing`: a provider created, edited,
   * verified or suspended, a review published or hidden) marks the kept providers of the places
   * the provider's circle reaches and forgets the pages; an accepted quote
   * (or an instant clean, which is one) makes its service's figures again, then forgets them.
   */
  subscribe(events: EventDispatcher): void {
    for (const type of typesTouching('listing')) {
      events.subscribe(type, async (event) => {
        if ('providerId' in event.subjects)
          await this.providers.markProvider(event.subjects.providerId);
        await this.forget();
      });
    }
    const accepted = async (quoteRequestId: string) => {
      const service = await serviceOf(this.db, quoteRequestId);
      if (!service) return;
      await this.refresher.refresh(service);
      await this.cache.invalidate();
    };
    events.subscribe('quote_accepted', (event) => accepted(event.subjects.quoteRequestId));
    events.subscribe('instant_clean_booked', (event) => accepted(event.subjects.quoteRequestId));
  }
}

async function serviceOf(db: Db, quoteRequestId: string): Promise<ServiceType | null> {
  const [row] = await db
    .select({ service: quoteRequests.serviceType })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId))
    .limit(1);
  return row?.service ?? null;
}
