import { Globe, MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import type { NearPlace } from './search-target';
import { m } from '../../../i18n/paraglide/messages.js';

/** The address search loads with the filters panel: most visits never open it. */
const AddressSearch = lazy(() =>
  import('../places/address-search').then((module) => ({ default: module.AddressSearch })),
);

/** Browse Providers' 'Near' filter: a place from the suggestions, or none. */
export function NearField({
  near,
  onChange,
}: {
  near: NearPlace | undefined;
  onChange: (near: NearPlace | undefined) => void;
}) {
  return (
    <Suspense fallback={<Input id="near-place" disabled placeholder={m.pv_near_short()} />}>
      <AddressSearch
        id="near-place"
        placeholder={m.pv_near_placeholder()}
        value={
          near
            ? {
                id: 'near',
                name: near.label,
                formattedAddress: near.label,
                latitude: near.latitude,
                longitude: near.longitude,
              }
            : null
        }
        onChange={(place) =>
          onChange(
            place
              ? { label: place.name, latitude: place.latitude, longitude: place.longitude }
              : undefined,
          )
        }
      />
    </Suspense>
  );
}

/** What the list is near, above it, with the way back to the whole country. */
export function NearLine({
  near,
  disabled,
  onClear,
}: {
  near: NearPlace;
  disabled: boolean;
  onClear: () => void;
}) {
  // The place in bold wherever the language puts it.
  const [before, after] = m.pv_travel_to({ place: '\u0000' }).split('\u0000');
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="near-filter">
      <MapPin className="size-4 text-primary" aria-hidden />
      <span>
        {before}
        <span className="font-semibold">{near.label}</span>
        {after}
      </span>
      <Button size="sm" variant="ghost" className="h-8" disabled={disabled} onClick={onClear}>
        <Globe aria-hidden />
        {m.pv_anywhere()}
      </Button>
    </p>
  );
}
