import { SERVICE_TYPES, type ServiceType } from '../../../domain/services';
import type { Db } from '../../db/client';
import { servicesReachingPoints } from '../matching';
import { placeDirectory } from '../places';

/** How long one instance keeps its answer when no event told it of a change (other instances' edits). */
export const COVERAGE_TTL_MS = 60_000;

/**
 * Which places have a page for which service: those at least one listed provider of it travels
 * to (issue 51: no page without a provider). Worked out for every place at once (one statement,
 * `servicesReachingPoints`) and kept until a listing changes or a minute has passed.
 */
export class PlaceCoverage {
  private value: { at: number; covered: Map<ServiceType, Set<string>> } | null = null;
  private loading: Promise<Map<ServiceType, Set<string>>> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = COVERAGE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The slugs of the places each service reaches. An answer past its minute is still given
   * while the next is worked out (no page waits for it); only the first, or one after a
   * listing changed, is waited for.
   */
  async covered(): Promise<Map<ServiceType, Set<string>>> {
    if (this.value && this.now() - this.value.at < this.ttlMs) return this.value.covered;
    if (this.value) {
      void this.load().catch(() => undefined);
      return this.value.covered;
    }
    return this.load();
  }

  private load(): Promise<Map<ServiceType, Set<string>>> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    this.loading = (async () => {
      try {
        const covered = await this.workOut();
        // An answer read while a listing changed is used once, not kept.
        if (generation === this.generation) this.value = { at: this.now(), covered };
        return covered;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** The answer as the database has it now, not kept (for work done in the background). */
  async workOut(): Promise<Map<ServiceType, Set<string>>> {
    const places = placeDirectory();
    const reached = await servicesReachingPoints(
      this.db,
      places.map((one) => one.place),
    );
    const covered = new Map(SERVICE_TYPES.map((service) => [service, new Set<string>()]));
    reached.forEach((services, index) => {
      const slug = places[index]?.slug;
      if (slug) for (const service of services) covered.get(service)?.add(slug);
    });
    return covered;
  }

  /** A listing changed: the next question is answered afresh. */
  forget(): void {
    this.generation += 1;
    this.value = null;
  }
}
