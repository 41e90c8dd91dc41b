import { ImagePlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PHOTO_CAPTION_MAX, REQUEST_PHOTO_MAX_BYTES } from '../../../domain/request-photos';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { ApiError, failureText } from '../../lib/api';
import { shrunkPhoto } from '../../lib/photo-to-send';
import { photoErrors, photoProblem } from '../../lib/photo-words';
import { useAddRequestPhoto } from './photo-api';
import { m } from '../../../i18n/paraglide/messages.js';

/** A request's photo is sent at most this many pixels on its long side (the server keeps 1600). */
const PHOTO_SIDE = 1600;

/** The photo is checked here first: a 12 MB file refused after sending is a bundle wasted. */
function fileProblem(file: File | null): string | null {
  if (!file) return photoProblem('noFile');
  if (file.size === 0) return photoProblem('empty');
  if (file.size > REQUEST_PHOTO_MAX_BYTES) return photoProblem('tooLarge');
  return null;
}

/** Adds one photo with its caption, made smaller on the phone before it is sent. */
export default function AddPhotoForm({ requestId, left }: { requestId: string; left: number }) {
  const add = useAddRequestPhoto(requestId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shrinking, setShrinking] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const picked = data.get('file');
    const entry = data.get('caption');
    const caption = typeof entry === 'string' ? entry.trim() : '';
    let file = picked instanceof File && picked.name !== '' ? picked : null;
    if (file) {
      setShrinking(true);
      file = await shrunkPhoto(file, { maxSide: PHOTO_SIDE, quality: 0.8 });
      setShrinking(false);
    }
    const found: Record<string, string> = {};
    const problem = fileProblem(file);
    if (problem) found['file'] = problem;
    if (caption.length > PHOTO_CAPTION_MAX) found['caption'] = photoProblem('caption');
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    add.mutate(
      { file, caption },
      {
        onSuccess: () => {
          toast({ title: m.addp_added() });
          setFormKey((key) => key + 1);
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
            setErrors(photoErrors(error.fieldErrors));
          } else setErrors({ file: failureText(error, m.addp_failed()) });
        },
      },
    );
  };

  const busy = shrinking || add.isPending;
  return (
    <form
      key={formKey}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 rounded-md border bg-muted/40 p-3"
      aria-label={m.addp_label()}
    >
      <FormField label={m.addp_photo()} hint={m.addp_hint({ count: left })} error={errors['file']}>
        {(props) => (
          <Input
            {...props}
            name="file"
            type="file"
            accept="image/*,.heic,.heif"
            className="h-auto py-2"
          />
        )}
      </FormField>
      <FormField label={m.addp_caption()} error={errors['caption']}>
        {(props) => (
          <Input
            {...props}
            name="caption"
            maxLength={PHOTO_CAPTION_MAX}
            placeholder={m.addp_placeholder()}
            autoComplete="off"
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          <ImagePlus className="size-4" aria-hidden="true" />
          {shrinking ? m.addp_preparing() : add.isPending ? m.addp_sending() : m.addp_add()}
        </Button>
      </div>
    </form>
  );
}
