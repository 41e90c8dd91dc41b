import { BadgeCheck } from 'lucide-react';
import { Link } from 'wouter';
import { shortPlace } from '../../../domain/places';
import { Button } from '../../components/ui/button';
import {
  ProviderAvatar,
  ProviderRate,
  ProviderRating,
  providerPageHref,
  requestQuoteHref,
  ServiceChips,
} from '../providers';
import { useFeaturedProviders } from './directory';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * Real providers from the directory, best rated first; placeholders of their size meanwhile.
 * `title` and `lead` let the providers' pitch page show them as its success stories.
 */
export function FeaturedProviders({
  title = m.landing_featured_heading(),
  lead,
  id = 'featured-heading',
}: {
  title?: string;
  lead?: string;
  id?: string;
} = {}) {
  const { ref, providers } = useFeaturedProviders(3);
  return (
    <section
      ref={ref}
      aria-labelledby={id}
      aria-busy={providers === null}
      className="mx-auto max-w-6xl px-4 py-12"
    >
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {lead ? <p className="mt-2 text-muted-foreground">{lead}</p> : null}
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {providers === null
          ? [0, 1, 2].map((n) => (
              <li key={n} className="h-56 rounded-xl border bg-card p-5" aria-hidden>
                <div className="flex gap-3">
                  <div className="size-12 shrink-0 animate-pulse rounded-full bg-muted" />
                  <div className="flex-1 space-y-2">
                    <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
                    <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
                  </div>
                </div>
              </li>
            ))
          : providers.map((provider) => (
              <li
                key={provider.id}
                className="flex h-56 min-w-0 flex-col rounded-xl border bg-card p-5"
                data-testid="featured-provider"
              >
                <div className="flex items-start gap-3">
                  <ProviderAvatar name={provider.name} />
                  <div className="min-w-0 flex-1">
                    <h3 className="truncate font-semibold">
                      <Link
                        href={providerPageHref(provider)}
                        className="underline-offset-2 hover:underline"
                      >
                        {provider.name}
                      </Link>
                    </h3>
                    <p className="truncate text-sm text-muted-foreground">
                      {shortPlace(provider.location)}
                    </p>
                    <p className="mt-1 flex items-center gap-1 text-sm">
                      <ProviderRating provider={provider} />
                    </p>
                  </div>
                  {provider.isVerified === 1 ? (
                    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                      <BadgeCheck className="size-3.5" aria-hidden />
                      {m.provider_verified()}
                    </span>
                  ) : null}
                </div>
                <ServiceChips services={provider.services} />
                <div className="mt-auto flex items-center justify-between pt-4 text-sm">
                  <ProviderRate provider={provider} />
                  {provider.responseTime ? (
                    <span className="text-muted-foreground">{provider.responseTime}</span>
                  ) : null}
                </div>
                <Button asChild variant="outline" className="mt-3">
                  <Link href={requestQuoteHref(provider)}>{m.provider_request_quote()}</Link>
                </Button>
              </li>
            ))}
      </ul>
    </section>
  );
}
