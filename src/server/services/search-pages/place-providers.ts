import { and, eq, sql } from 'drizzle-orm';
import { isServiceType, type ServiceType } from '../../../domain/services';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { transaction } from '../../db/transaction';
import { placeProviders, providers } from '../../db/schema';
import { covers } from '../matching';
import { placeBySlug, placeDirectory, type DirectoryPlace } from '../places';
import { listProviders, providerListing, type ProviderListRow } from '../providers';

/** How many providers a page lists (Browse Providers has the rest). */
export const PAGE_PROVIDERS = 10;

/**
 * The providers a search page lists, kept per service and place (`place_providers`, a read model
 * of Browse Providers' listing near the place): a page reads a row of ids and those providers'
 * columns, 10 rows by key, instead of walking the ranking against every circle. A listing event
 * about a provider marks the rows it may change (the places its circle covers, the rows that
 * hold it); a marked or missing row is made again by the page that next needs it. Times are the
 * database's: a row read before a mark stays marked, even when it is written after it.
 */
export class PlaceProviders {
  constructor(private readonly db: Db) {}

  /** The page's providers, best first: from the kept row, or read and kept when it is not current. */
  async ranked(service: ServiceType, entry: DirectoryPlace): Promise<ProviderListRow[]> {
    const { latitude, longitude } = entry.place;
    const rows = await keptProviders(this.db).execute({
      service,
      slug: entry.slug,
      lat: latitude,
      lng: longitude,
    });
    if (!rows[0]?.current) return this.renew(service, entry);
    const found = rows.filter((one): one is typeof one & ProviderListRow => one.id !== null);
    return found.sort(providerListing.byRank);
  }

  /** Reads the listing near the place and keeps its ids, unless a later reading is kept already. */
  async renew(service: ServiceType, entry: DirectoryPlace): Promise<ProviderListRow[]> {
    const readAt = await databaseNow(this.db);
    const { latitude, longitude } = entry.place;
    const listed = await listProviders(this.db, {
      service,
      lat: latitude,
      lng: longitude,
      limit: PAGE_PROVIDERS,
      verified: false,
    });
    const providerIds = listed.items.map((one) => one.id);
    const read = sql`${readAt}::timestamptz`;
    await this.db
      .insert(placeProviders)
      .values({ serviceType: service, placeSlug: entry.slug, providerIds, readAt: read })
      .onConflictDoUpdate({
        target: [placeProviders.serviceType, placeProviders.placeSlug],
        set: { providerIds, readAt: read },
        setWhere: sql`${placeProviders.readAt} < ${read}`,
      });
    return listed.items;
  }

  /**
   * A listing event about a provider: the rows of the places its circle covers for its services
   * (where it may now rank), and every row that holds it (where it may have dropped out), are
   * marked. Rows not made yet are marked too, so that a reading under way is not kept.
   */
  async markProvider(providerId: string): Promise<void> {
    const [provider] = await this.db
      .select({
        services: providers.services,
        latitude: providers.latitude,
        longitude: providers.longitude,
        radiusKm: providers.serviceRadiusKm,
      })
      .from(providers)
      .where(eq(providers.id, providerId))
      .limit(1);
    const services: string[] = [];
    const slugs: string[] = [];
    if (provider) {
      const reached = placeDirectory().filter((one) => covers(provider, one.place));
      for (const service of provider.services.filter(isServiceType)) {
        for (const one of reached) {
          services.push(service);
          slugs.push(one.slug);
        }
      }
    }
    await transaction(this.db, async (tx) => {
      if (slugs.length > 0) {
        await tx.execute(sql`
          insert into ${placeProviders} (service_type, place_slug, read_at, invalidated_at)
          select service, slug, '-infinity', clock_timestamp()
            from unnest(${arrayLiteral(services)}::text[], ${arrayLiteral(slugs)}::text[])
              as marked(service, slug)
          on conflict (service_type, place_slug) do update set invalidated_at = clock_timestamp()`);
      }
      await tx
        .update(placeProviders)
        .set({ invalidatedAt: sql`clock_timestamp()` })
        .where(sql`${placeProviders.providerIds} @> array[${providerId}]::uuid[]`);
    });
  }

  /**
   * Makes the rows of the covered places: those missing or marked (at start), or all of them
   * (daily, after anything no event told of). One place after another, so that pages are
   * answered in between, until `stopped` says so. Answers how many were made.
   */
  async fill(
    covered: Map<ServiceType, Set<string>>,
    all: boolean,
    stopped: () => boolean = () => false,
  ): Promise<number> {
    const rows = await this.db
      .select({
        service: placeProviders.serviceType,
        slug: placeProviders.placeSlug,
        current: currentSql,
      })
      .from(placeProviders);
    const current = new Set(rows.filter((one) => one.current).map((one) => key(one)));
    let made = 0;
    for (const [service, slugs] of covered) {
      for (const slug of slugs) {
        if (stopped()) return made;
        if (!all && current.has(key({ service, slug }))) continue;
        const entry = placeBySlug(slug);
        if (!entry) continue;
        await this.renew(service, entry);
        made += 1;
      }
    }
    return made;
  }
}

/** A row is current while it was read after its last mark. */
const currentSql = sql<boolean>`(${placeProviders.invalidatedAt} is null or ${placeProviders.readAt} > ${placeProviders.invalidatedAt})`;

/**
 * A place's kept row and its providers in one statement: a row per listed provider it holds
 * (their columns null when it holds none), each saying whether the row is current; none at all
 * when there is no row.
 */
function keptProviders(db: Db) {
  return prepared(db, 'place_providers_kept', (on, name) =>
    on
      .select({
        current: currentSql,
        ...providerListing.columns,
        distanceKm: providerListing.distanceKm,
      })
      .from(placeProviders)
      .leftJoin(
        providers,
        and(sql`${providers.id} = any(${placeProviders.providerIds})`, providerListing.listed),
      )
      .where(
        and(
          eq(placeProviders.serviceType, sql.placeholder('service')),
          eq(placeProviders.placeSlug, sql.placeholder('slug')),
        ),
      )
      .prepare(name),
  );
}

/** A list of slugs, services or ids (letters, digits and hyphens) as one array parameter. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}

function key(one: { service: string; slug: string }): string {
  return `${one.service}:${one.slug}`;
}

/**
 * The database's clock now (not its statement's start), which the marks are written by, as text
 * to the microsecond (a JavaScript date would drop them).
 */
async function databaseNow(db: Db): Promise<string> {
  const result = await db.execute(sql`select clock_timestamp()::text as now`);
  const now = (result as { rows: { now: string }[] }).rows[0]?.now;
  if (!now) throw new Error('The database did not say what time it is');
  return now;
}
