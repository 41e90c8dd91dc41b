import { Trash2 } from 'lucide-react';
import type { RequestPhoto } from '../../../domain/schemas/request-photos';
import { Button } from '../../components/ui/button';
import { m } from '../../../i18n/paraglide/messages.js';
import { SavedPhoto } from '../../components/saved-photo';

const photoName = (photo: RequestPhoto, n: number) =>
  photo.caption ? m.photos_alt({ number: n, name: photo.caption }) : m.strip_photo({ number: n });

/**
 * A request's photos as small thumbnails (a few KB each, loaded as they scroll into view); each
 * opens the photo itself. The same on the provider's card, its quote page and the customer's.
 */
export function PhotoStrip({
  photos,
  onRemove,
  removing,
  max,
}: {
  photos: RequestPhoto[];
  /** The customer's own request: each photo can be taken off. */
  onRemove?: (photo: RequestPhoto) => void;
  removing?: string | null;
  /** A card shows this many (two thumbnails: at most 60 KB on a phone's bundle) and counts the rest. */
  max?: number;
}) {
  if (photos.length === 0) return null;
  const shown = max === undefined ? photos : photos.slice(0, max);
  const more = photos.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Photos" data-testid="request-photos">
      {shown.map((photo, index) => (
        <li key={photo.id} className="grid w-24 content-start gap-1">
          <a
            href={photo.url}
            target="_blank"
            rel="noopener"
            className="block size-24 overflow-hidden rounded-md border bg-muted"
          >
            <SavedPhoto
              src={photo.thumbUrl}
              alt={photoName(photo, index + 1)}
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          </a>
          {onRemove ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="min-h-11 px-2 text-xs"
              disabled={removing === photo.id}
              onClick={() => onRemove(photo)}
              aria-label={m.photos_remove({ number: index + 1 })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {m.strip_remove()}
            </Button>
          ) : null}
          {photo.caption ? (
            <span className="line-clamp-2 text-xs text-muted-foreground">{photo.caption}</span>
          ) : null}
        </li>
      ))}
      {more > 0 ? (
        <li className="grid size-24 place-content-center rounded-md border bg-muted text-sm text-muted-foreground">
          +{more} more
        </li>
      ) : null}
    </ul>
  );
}
