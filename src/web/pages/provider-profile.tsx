import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useRawSearch } from '../lib/use-raw-search';
import { providerPageDescription, providerPageTitle } from '../../domain/provider-text';
import { providerKeys, useProviderPage } from '../features/providers/api';
import { useQueryClient } from '@tanstack/react-query';
import type { ProviderProfile } from '../../domain/schemas/providers';
import { useAuth } from '../lib/auth';
import { RatingSummary } from '../features/reviews/rating-summary';
import { ProviderReviews } from '../features/reviews/review-list';
import { useDocumentTitle } from '../lib/use-document-title';
import { PastWork } from '../features/providers/past-work';
import { Profile, ProfileSkeleton } from '../features/providers/public-profile';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * A provider's public page: who they are, where they work, what Khaya knows of their work (jobs
 * completed, member since) and what their customers said, with 'Request quote'.
 */
export default function ProviderProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  const search = useRawSearch();
  const near = new URLSearchParams(search).get('near');
  const page = useProviderPage(id, search);
  // Signed in, anyone may report a photo of past work; the provider itself (when its profile is
  // already loaded: nothing is fetched for this) sees no Report on its own.
  const { user } = useAuth();
  const client = useQueryClient();
  const ownId = client.getQueryData<ProviderProfile | null>(providerKeys.own(user?.uid))?.id;
  const provider = page.data ?? null;
  useDocumentTitle(
    provider ? providerPageTitle(provider) : null,
    provider ? providerPageDescription(provider) : undefined,
  );
  const browse = search ? `/providers?${search}` : '/providers';

  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-6">
      <Link
        href={browse}
        className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {m.nav_browse_providers()}
      </Link>
      {page.isPending ? (
        <ProfileSkeleton />
      ) : page.isError ? (
        <p role="alert" className="text-muted-foreground">
          {m.pv_load_failed()}
        </p>
      ) : provider === null ? (
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold">{m.pv_not_listed()}</h1>
          <p className="text-muted-foreground">{m.pv_not_listed_text()}</p>
        </div>
      ) : (
        <>
          <Profile provider={provider} near={near} />
          {provider.bio ? (
            <section aria-labelledby="about-heading" className="grid gap-2">
              <h2 id="about-heading" className="text-lg font-semibold">
                {m.pv_about()}
              </h2>
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{provider.bio}</p>
            </section>
          ) : null}
          <PastWork
            photos={provider.workPhotos}
            providerName={provider.name}
            reportable={Boolean(user) && ownId !== provider.id}
          />
          <section aria-labelledby="reviews-heading" className="grid gap-4">
            <h2 id="reviews-heading" className="text-lg font-semibold">
              {m.pv_reviews()}
            </h2>
            <RatingSummary provider={provider} />
            <ProviderReviews
              providerId={provider.id}
              providerName={provider.name}
              pagePath={`/providers/${provider.id}${search ? `?${search}` : ''}`}
            />
          </section>
        </>
      )}
    </main>
  );
}
