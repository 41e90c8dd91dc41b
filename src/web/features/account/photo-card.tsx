import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MESSAGES,
  PROFILE_PHOTO_SIDE,
} from '../../../domain/profile-photo';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { failureText } from '../../lib/api';
import { shrunkPhoto } from '../../lib/photo-to-send';
import { useOwnProvider } from '../providers';
import { ProviderAvatar } from '../providers';
import { useProfilePhoto } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

/** How big a profile photo is sent: four times the square kept, for a sharp crop. */
const PROFILE_PHOTO_SEND_SIDE = PROFILE_PHOTO_SIDE * 4;

/** A provider's profile photo: customers see it on their card and page. */
export function PhotoCard() {
  const own = useOwnProvider();
  const photo = useProfilePhoto();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [shrinking, setShrinking] = useState(false);
  if (!own.data) return null;
  const profile = own.data;
  const busy = shrinking || photo.isPending;

  const choose = async (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    if (!['image/jpeg', 'image/png'].includes(picked.type))
      return setError(PROFILE_PHOTO_MESSAGES.wrongType);
    setError(null);
    // A camera's 6 MB photo is made small on the phone first: it is kept as a 256-pixel square,
    // and every megabyte sent is money on a prepaid bundle.
    setShrinking(true);
    const file = await shrunkPhoto(picked, { maxSide: PROFILE_PHOTO_SEND_SIDE });
    setShrinking(false);
    if (file.size > PROFILE_PHOTO_MAX_BYTES) return setError(PROFILE_PHOTO_MESSAGES.tooLarge);
    photo.mutate(file, {
      onError: (failure) => setError(failureText(failure, m.pp_failed())),
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Camera className="size-5 text-primary" aria-hidden />
          {m.pp_heading()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.pp_hint()}</p>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <ProviderAvatar
          name={profile.name}
          photoUrl={profile.profilePhotoUrl}
          className="size-20 text-2xl"
        />
        <div className="grid gap-2">
          <input
            ref={input}
            type="file"
            aria-label={m.pp_file()}
            tabIndex={-1}
            accept="image/jpeg,image/png"
            className="sr-only"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
              {busy ? m.saving() : profile.profilePhotoUrl ? m.pp_change() : m.pp_add()}
            </Button>
            {profile.profilePhotoUrl ? (
              <Button variant="ghost" disabled={busy} onClick={() => photo.mutate(null)}>
                {m.pp_remove()}
              </Button>
            ) : null}
          </div>
          <p className="text-sm" role="status" aria-live="polite">
            {error ? <span className="text-destructive">{error}</span> : null}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
