import { Images, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  PHOTO_CAPTION_MAX,
  REQUEST_PHOTO_MAX_BYTES,
  REQUEST_PHOTO_MESSAGES,
} from '../../../domain/request-photos';
import { SERVICE_LABELS, type ServiceType } from '../../../domain/services';
import { WORK_PHOTO_LIMIT } from '../../../domain/work-photos';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsOrForm } from '../../lib/api';
import { photoToSend } from '../../lib/photo-to-send';
import { dayFormat } from '../../lib/dates';
import { WorkPhotoTile } from './past-work';
import { useAddWorkPhoto, useOwnWorkPhotos, useRemoveWorkPhoto } from './work-photos-api';

type Errors = Partial<Record<'file' | 'caption' | 'jobId' | 'form', string>>;

/**
 * 'Photos of past work' on the provider's dashboard (issue 46): up to twelve photos of finished
 * jobs for its public page and the customers' comparison, each optionally the photo of a job it
 * completed through Khaya (the customer's review then shows with it).
 */
export default function WorkPhotosCard({
  providerId,
  providerName,
}: {
  providerId: string;
  providerName: string;
}) {
  const own = useOwnWorkPhotos();
  const add = useAddWorkPhoto();
  const remove = useRemoveWorkPhoto();
  const [errors, setErrors] = useState<Errors>({});
  const [shrinking, setShrinking] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const photos = own.data?.photos ?? [];
  const jobs = own.data?.jobs ?? [];
  const full = photos.length >= WORK_PHOTO_LIMIT;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const picked = data.get('file');
    const text = (name: string) => {
      const entry = data.get(name);
      return typeof entry === 'string' ? entry.trim() : '';
    };
    const caption = text('caption');
    const jobId = text('jobId');
    let file = picked instanceof File && picked.name !== '' ? picked : null;
    // Checked here first: a 12 MB photo refused after sending is a bundle wasted.
    if (!file) return setErrors({ file: REQUEST_PHOTO_MESSAGES.noFile });
    if (caption.length > PHOTO_CAPTION_MAX)
      return setErrors({ caption: REQUEST_PHOTO_MESSAGES.caption });
    setShrinking(true);
    file = await photoToSend(file);
    setShrinking(false);
    if (file.size > REQUEST_PHOTO_MAX_BYTES)
      return setErrors({ file: REQUEST_PHOTO_MESSAGES.tooLarge });
    try {
      await add.mutateAsync({ file, caption, jobId });
      toast({ title: 'Photo added to your page' });
      setErrors({});
      setFormKey((key) => key + 1);
    } catch (error) {
      setErrors(fieldErrorsOrForm(error, 'Could not add the photo'));
    }
  };

  const busy = shrinking || add.isPending;
  return (
    <Card id="past-work" className="mt-6">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Images className="size-5 text-primary" aria-hidden />
          Photos of past work
        </h2>
        <p className="text-sm text-muted-foreground">
          Customers see them on your page and next to your quotes: show finished jobs, not people or
          house numbers. {photos.length} of {WORK_PHOTO_LIMIT}.{' '}
          <Link href={`/providers/${providerId}`} className="font-medium text-primary underline">
            See your page
          </Link>
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {photos.length > 0 ? (
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-4"
            aria-label="Your photos of past work"
          >
            {photos.map((photo, index) => (
              <WorkPhotoTile
                key={photo.id}
                photo={photo}
                n={index + 1}
                providerName={providerName}
                takenDown={photo.hidden}
                action={
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="min-h-11 justify-self-start px-2 text-xs"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(photo.id)}
                    aria-label={`Remove past work ${index + 1}`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Remove
                  </Button>
                }
              />
            ))}
          </ul>
        ) : own.isSuccess ? (
          <p className="text-sm text-muted-foreground">
            No photos yet. A photo of a finished job helps a customer choose you.
          </p>
        ) : null}
        {full ? (
          <p className="text-sm text-muted-foreground">
            Your page shows {WORK_PHOTO_LIMIT} photos, the most it holds. Remove one to add another.
          </p>
        ) : (
          <details className="group" open={Object.keys(errors).length > 0 || undefined}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
              Add a photo of past work
            </summary>
            <form
              key={formKey}
              className="grid gap-3 sm:grid-cols-2"
              onSubmit={(event) => void submit(event)}
              noValidate
              aria-label="Add a photo of past work"
            >
              <FormField
                label="Photo"
                hint="A phone photo is made smaller before it is sent, without its location."
                error={errors.file}
              >
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
              <FormField label="Caption (optional)" error={errors.caption}>
                {(props) => (
                  <Input
                    {...props}
                    name="caption"
                    maxLength={PHOTO_CAPTION_MAX}
                    placeholder="New geyser fitted in Bellville"
                    autoComplete="off"
                  />
                )}
              </FormField>
              <FormField
                label="Khaya job it shows (optional)"
                hint={
                  jobs.length > 0
                    ? "The customer's review shows with the photo."
                    : 'Jobs you complete through Khaya can be chosen here.'
                }
                error={errors.jobId}
              >
                {(props) => (
                  <NativeSelect {...props} name="jobId" defaultValue="">
                    <option value="">Not a Khaya job</option>
                    {jobs.map((job) => (
                      <option key={job.id} value={job.id}>
                        {SERVICE_LABELS[job.serviceType as ServiceType] ?? job.serviceType}
                        {job.area ? ` in ${job.area}` : ''},{' '}
                        {dayFormat.format(new Date(job.completedAt))}: {job.description}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <div className="sm:col-span-2">
                <Button type="submit" disabled={busy}>
                  {shrinking ? 'Preparing…' : add.isPending ? 'Sending…' : 'Add photo'}
                </Button>
              </div>
            </form>
          </details>
        )}
        <FormAlert>{errors.form}</FormAlert>
      </CardContent>
    </Card>
  );
}
