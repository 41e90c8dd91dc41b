import { Images, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PHOTO_CAPTION_MAX, REQUEST_PHOTO_MAX_BYTES } from '../../../domain/request-photos';
import { SERVICE_TYPES } from '../../../domain/services';
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
import { photoErrors, photoProblem } from '../../lib/photo-words';
import { serviceWord } from '../../lib/service-words';
import { m } from '../../../i18n/paraglide/messages.js';
import { WorkPhotoTile } from './past-work';
import { useAddWorkPhoto, useOwnWorkPhotos, useRemoveWorkPhoto } from './work-photos-api';

type Errors = Partial<Record<'file' | 'caption' | 'jobId' | 'form', string>>;

/** A finished job as the select lists it: 'Plumbing in Bellville, 3 Dec 2026: Geyser'. */
function jobWords(job: {
  serviceType: string;
  area: string | null;
  completedAt: string;
  description: string;
}) {
  const known = SERVICE_TYPES.find((one) => one === job.serviceType);
  const service = known ? serviceWord(known) : job.serviceType;
  const day = dayFormat.format(new Date(job.completedAt));
  return job.area
    ? m.wp_job_option({ service, area: job.area, day, description: job.description })
    : m.wp_job_option_no_area({ service, day, description: job.description });
}

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
    if (!file) return setErrors({ file: photoProblem('noFile') });
    if (caption.length > PHOTO_CAPTION_MAX) return setErrors({ caption: photoProblem('caption') });
    setShrinking(true);
    file = await photoToSend(file);
    setShrinking(false);
    if (file.size > REQUEST_PHOTO_MAX_BYTES) return setErrors({ file: photoProblem('tooLarge') });
    try {
      await add.mutateAsync({ file, caption, jobId });
      toast({ title: m.wp_added() });
      setErrors({});
      setFormKey((key) => key + 1);
    } catch (error) {
      setErrors(photoErrors(fieldErrorsOrForm(error, m.addp_failed())));
    }
  };

  const busy = shrinking || add.isPending;
  return (
    <Card id="past-work" className="mt-6">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Images className="size-5 text-primary" aria-hidden />
          {m.pdash_photos_heading()}
        </h2>
        <p className="text-sm text-muted-foreground">
          {m.wp_text({ count: photos.length, limit: WORK_PHOTO_LIMIT })}{' '}
          <Link href={`/providers/${providerId}`} className="font-medium text-primary underline">
            {m.wp_see_page()}
          </Link>
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {photos.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={m.wp_list()}>
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
                    aria-label={m.wp_remove_label({ number: index + 1 })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    {m.wp_remove()}
                  </Button>
                }
              />
            ))}
          </ul>
        ) : own.isSuccess ? (
          <p className="text-sm text-muted-foreground">{m.wp_none()}</p>
        ) : null}
        {full ? (
          <p className="text-sm text-muted-foreground">{m.wp_full({ limit: WORK_PHOTO_LIMIT })}</p>
        ) : (
          <details className="group" open={Object.keys(errors).length > 0 || undefined}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
              {m.wp_add_open()}
            </summary>
            <form
              key={formKey}
              className="grid gap-3 sm:grid-cols-2"
              onSubmit={(event) => void submit(event)}
              noValidate
              aria-label={m.wp_add_open()}
            >
              <FormField label={m.addp_photo()} hint={m.wp_photo_hint()} error={errors.file}>
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
              <FormField label={m.addp_caption()} error={errors.caption}>
                {(props) => (
                  <Input
                    {...props}
                    name="caption"
                    maxLength={PHOTO_CAPTION_MAX}
                    placeholder={m.wp_placeholder()}
                    autoComplete="off"
                  />
                )}
              </FormField>
              <FormField
                label={m.wp_job()}
                hint={jobs.length > 0 ? m.wp_job_review() : m.wp_job_none()}
                error={errors.jobId}
              >
                {(props) => (
                  <NativeSelect {...props} name="jobId" defaultValue="">
                    <option value="">{m.wp_not_khaya()}</option>
                    {jobs.map((job) => (
                      <option key={job.id} value={job.id}>
                        {jobWords(job)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <div className="sm:col-span-2">
                <Button type="submit" disabled={busy}>
                  {shrinking ? m.addp_preparing() : add.isPending ? m.addp_sending() : m.addp_add()}
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
