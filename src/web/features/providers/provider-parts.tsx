import { Star } from 'lucide-react';
import { formatRandOnOneLine } from '../../../domain/money';
import { displayRating } from '../../../domain/presets';
import { NEW_UNDER_REVIEWS } from '../../../domain/provider-text';
import type { ProviderListItem } from '../../../domain/schemas/providers';
import { isServiceType } from '../../../domain/services';
import { serviceWord } from '../../lib/service-words';
import { useDataSaver } from '../../lib/data-saver';
import { cn } from '../../lib/utils';
import { m } from '../../../i18n/paraglide/messages.js';

/** The pieces every provider card shows, the same on Browse Providers and the landing page. */

/** Up to two initials of the words of a name that start with a letter. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The provider's photo (a 256-pixel square, cached for a year), or its initials (the data saver on). */
export function ProviderAvatar({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl?: string | null;
  className?: string;
}) {
  const shape = cn(
    'flex size-12 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground',
    className,
  );
  const saver = useDataSaver();
  if (photoUrl && !saver) {
    return (
      <img
        src={photoUrl}
        alt=""
        width={256}
        height={256}
        loading="lazy"
        decoding="async"
        className={cn(shape, 'object-cover')}
        data-saved=""
      />
    );
  }
  return (
    <span className={shape} aria-hidden>
      {initials(name) || 'P'}
    </span>
  );
}

/** The plain mean in stars with the review count; 'New' under three reviews. */
export function ProviderRating({
  provider,
}: {
  provider: Pick<ProviderListItem, 'rating' | 'reviewCount'>;
}) {
  const count = provider.reviewCount;
  const reviews = count === 1 ? m.rv_count_one() : m.rv_count_many({ count });
  if (count < NEW_UNDER_REVIEWS) {
    return (
      <>
        <span className="rounded-full bg-accent px-2 text-xs font-semibold text-accent-foreground">
          {m.rv_new()}
        </span>
        {count > 0 ? <span className="text-muted-foreground">({reviews})</span> : null}
      </>
    );
  }
  return (
    <>
      <Star className="size-4 fill-warm text-warm" aria-hidden />
      <span className="font-medium">{displayRating(provider.rating)}</span>
      <span className="text-muted-foreground">({reviews})</span>
    </>
  );
}

/** The hourly rate, or 'Quotes per job' for one who prices each job. */
export function ProviderRate({ provider }: { provider: ProviderListItem }) {
  return provider.hourlyRate === null ? (
    <span className="font-semibold" data-testid="rate">
      {m.pv_quotes_per_job()}
    </span>
  ) : (
    <span data-testid="rate">
      <span className="font-semibold">{formatRandOnOneLine(provider.hourlyRate)}</span>
      <span className="text-muted-foreground">{m.pv_per_hour()}</span>
    </span>
  );
}

export function ServiceChips({ services }: { services: string[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={m.pv_services_aria()}>
      {services.map((service) => (
        <li key={service} className="rounded-full bg-muted px-2.5 py-0.5 text-xs">
          {isServiceType(service) ? serviceWord(service) : service}
        </li>
      ))}
    </ul>
  );
}

/** A provider's own page, keeping the place the visitor chose (its distance shows there). */
export function providerPageHref(
  provider: { id: string },
  near?: { label: string; latitude: number; longitude: number },
): string {
  if (!near) return `/providers/${provider.id}`;
  const params = new URLSearchParams({
    near: near.label,
    lat: String(near.latitude),
    lng: String(near.longitude),
  });
  return `/providers/${provider.id}?${params.toString()}`;
}

/** The request form asking this provider by name, for its first service. */
export function requestQuoteHref(provider: ProviderListItem): string {
  const params = new URLSearchParams({ provider: provider.id, providerName: provider.name });
  const service = provider.services[0]?.toLowerCase();
  if (service) params.set('service', service);
  return `/request?${params.toString()}`;
}
