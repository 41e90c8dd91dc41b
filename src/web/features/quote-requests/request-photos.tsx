import { ImagePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { OPEN_TO_QUOTES } from '../../../domain/quote-status';
import { REQUEST_PHOTO_LIMIT } from '../../../domain/request-photos';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../lib/api';
import { useRemoveRequestPhoto } from './photo-api';
import { PhotoStrip } from './photo-strip';
import { m } from '../../../i18n/paraglide/messages.js';

/** The form and the photo shrinking load when the customer reaches for them. */
const AddPhotoForm = lazy(() => import('./add-photo-form'));

/** The customer's photos on their own request: seen, removed, and added while it is open. */
export function ManagePhotos({ request }: { request: QuoteRequest }) {
  const remove = useRemoveRequestPhoto(request.id);
  const [adding, setAdding] = useState(false);
  const open = OPEN_TO_QUOTES.includes(request.status);
  const left = REQUEST_PHOTO_LIMIT - request.photos.length;
  if (!open && request.photos.length === 0) return null;
  return (
    <section className="grid gap-3" aria-labelledby="photos-heading">
      <h2 id="photos-heading" className="font-semibold">
        {m.rphotos_heading()}
      </h2>
      {request.photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {m.rphotos_hint({ count: REQUEST_PHOTO_LIMIT })}
        </p>
      ) : null}
      <PhotoStrip
        photos={request.photos}
        removing={remove.isPending ? (remove.variables ?? null) : null}
        onRemove={(photo) =>
          remove.mutate(photo.id, {
            onSuccess: () => toast({ title: m.rphotos_removed() }),
            onError: (error) =>
              toast({
                title: failureText(error, m.rphotos_remove_failed()),
                variant: 'destructive',
              }),
          })
        }
      />
      {open && left > 0 ? (
        adding ? (
          <Suspense fallback={<p className="text-sm text-muted-foreground">{m.loading()}</p>}>
            <AddPhotoForm requestId={request.id} left={left} />
          </Suspense>
        ) : (
          <div>
            <Button type="button" variant="outline" onClick={() => setAdding(true)}>
              <ImagePlus className="size-4" aria-hidden="true" />
              {m.photos_add()}
            </Button>
          </div>
        )
      ) : null}
    </section>
  );
}
