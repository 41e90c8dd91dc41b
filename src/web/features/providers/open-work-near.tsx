import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { Place } from '../../../domain/schemas/places';
import type { OpenNear } from '../../../domain/schemas/quote-requests';
import { SERVICE_TYPES } from '../../../domain/services';
import { m } from '../../../i18n/paraglide/messages.js';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { apiJson, failureText } from '../../lib/api';
import { serviceWord } from '../../lib/service-words';
import { useStarted } from '../../lib/use-started';

const AddressSearch = lazy(() =>
  import('../places/address-search').then((module) => ({ default: module.AddressSearch })),
);

function useOpenWorkNear(place: Place | null) {
  return useQuery({
    queryKey: ['/api/quote-requests/open-near', place?.latitude, place?.longitude],
    queryFn: () =>
      apiJson<OpenNear>(
        'GET',
        `/api/quote-requests/open-near?latitude=${place?.latitude ?? 0}&longitude=${place?.longitude ?? 0}`,
      ),
    enabled: place !== null,
  });
}

/**
 * The pitch page's "how much work is there near me": a place the person types, and the open
 * requests within 25 km of it that still take quotes, per service.
 */
export function OpenWorkNear() {
  const [place, setPlace] = useState<Place | null>(null);
  const open = useOpenWorkNear(place);
  const fieldId = useId();
  // The address search runs in the browser only: the prerendered page shows its field waiting.
  const started = useStarted();
  const waiting = <Input id={fieldId} disabled placeholder={m.own_waiting()} />;
  let answer = null;
  if (place && open.isPending) answer = <Skeleton className="h-16 w-full" />;
  else if (place && open.isError)
    answer = (
      <p className="text-sm text-destructive" role="alert">
        {failureText(open.error, m.own_failed())}
      </p>
    );
  else if (place && open.data) {
    const { total, byService, radiusKm } = open.data;
    answer = (
      <div className="grid gap-2" data-testid="open-work-near">
        <p className="text-lg font-semibold">
          {(total === 0 ? m.own_none : total === 1 ? m.own_one : m.own_many)({
            count: total,
            km: radiusKm,
            place: place.name,
          })}
        </p>
        {total > 0 ? (
          <ul className="flex flex-wrap gap-2 text-sm">
            {SERVICE_TYPES.filter((service) => byService[service] > 0).map((service) => (
              <li key={service} className="rounded-full bg-muted px-3 py-1">
                {serviceWord(service)}: {byService[service]}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{m.own_quiet()}</p>
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-5">
      <h3 className="flex items-center gap-2 font-semibold">
        <BriefcaseBusiness className="size-5 text-primary" aria-hidden />
        {m.own_heading()}
      </h3>
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>{m.own_label()}</Label>
        {started ? (
          <Suspense fallback={waiting}>
            <AddressSearch
              id={fieldId}
              placeholder={m.own_placeholder()}
              value={place}
              onChange={setPlace}
            />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
      <div aria-live="polite">{answer}</div>
    </div>
  );
}
