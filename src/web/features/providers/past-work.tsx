import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { isServiceType } from '../../../domain/services';
import type { WorkPhoto } from '../../../domain/schemas/work-photos';
import { monthFormat } from '../../lib/dates';
import { serviceWord } from '../../lib/service-words';
import { WORK_PHOTO_REPORT_MAX } from '../../../domain/work-photos';
import { ReportControl } from '../../components/report-control';
import { useReportWorkPhoto } from './work-photos-api';
import { SavedPhoto } from '../../components/saved-photo';
import { m } from '../../../i18n/paraglide/messages.js';

const photoName = (photo: WorkPhoto, n: number, providerName: string) =>
  photo.caption
    ? m.pv_photo_caption({ n, caption: photo.caption })
    : m.pv_photo_by({ n, name: providerName });

/** 'Plumbing job through Khaya, November 2026'. */
function jobLine(job: NonNullable<WorkPhoto['job']>): string {
  const service = isServiceType(job.serviceType) ? serviceWord(job.serviceType) : job.serviceType;
  return m.pv_job_line({ service, month: monthFormat.format(new Date(job.completedAt)) });
}

/**
 * One photo of past work: its thumbnail (a few KB, loaded as it scrolls into view) opening the
 * photo itself, its caption, and the Khaya job it shows with that customer's review.
 */
export function WorkPhotoTile({
  photo,
  n,
  providerName,
  action,
  takenDown = false,
}: {
  photo: WorkPhoto;
  n: number;
  providerName: string;
  /** The provider's own list: a way to take it off. */
  action?: ReactNode;
  /** Taken down by Khaya after a report (the provider's own list shows it, without the photo). */
  takenDown?: boolean;
}) {
  const review = photo.job?.review;
  if (takenDown) {
    return (
      <li className="grid min-w-0 content-start gap-1.5">
        <p className="grid aspect-[4/3] place-content-center rounded-md border border-dashed p-2 text-center text-xs text-muted-foreground">
          {m.pv_taken_down()}
        </p>
        {photo.caption ? <p className="text-sm [overflow-wrap:anywhere]">{photo.caption}</p> : null}
        {action}
      </li>
    );
  }
  return (
    <li className="grid min-w-0 content-start gap-1.5">
      <a
        href={photo.url}
        target="_blank"
        rel="noopener"
        className="block aspect-[4/3] overflow-hidden rounded-md border bg-muted"
      >
        <SavedPhoto
          src={photo.thumbUrl}
          alt={photoName(photo, n, providerName)}
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </a>
      {photo.caption ? <p className="text-sm [overflow-wrap:anywhere]">{photo.caption}</p> : null}
      {photo.job ? <p className="text-xs text-muted-foreground">{jobLine(photo.job)}</p> : null}
      {review ? (
        <figure className="grid gap-0.5 rounded-md bg-muted/60 p-2 text-xs">
          <span className="inline-flex items-center gap-1 font-medium">
            <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
            {m.pv_review_from({ rating: review.rating, author: review.author })}
          </span>
          {review.comment ? (
            <blockquote className="line-clamp-3 [overflow-wrap:anywhere]">
              “{review.comment}”
            </blockquote>
          ) : null}
        </figure>
      ) : null}
      {action}
    </li>
  );
}

/** Telling Khaya a photo is not of the provider's work, or not fit to show: a reason, once. */
function ReportPhoto({ photo }: { photo: WorkPhoto }) {
  const report = useReportWorkPhoto();
  return (
    <ReportControl
      question={m.pv_report_question()}
      required={m.pv_report_required()}
      done={m.pv_report_done()}
      maxLength={WORK_PHOTO_REPORT_MAX}
      pending={report.isPending}
      sent={report.isSuccess}
      send={(reason, onError) => report.mutate({ url: photo.url, reason }, { onError })}
    />
  );
}

/**
 * The public page's 'Past work': the provider's photos of finished jobs, newest first; signed
 * in, anyone but the provider may report one.
 */
export function PastWork({
  photos,
  providerName,
  reportable,
}: {
  photos: WorkPhoto[];
  providerName: string;
  reportable: boolean;
}) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="past-work-heading" className="grid gap-3">
      <h2 id="past-work-heading" className="text-lg font-semibold">
        {m.pv_past_work()}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="past-work">
        {photos.map((photo, index) => (
          <WorkPhotoTile
            key={photo.id}
            photo={photo}
            n={index + 1}
            providerName={providerName}
            action={reportable ? <ReportPhoto photo={photo} /> : null}
          />
        ))}
      </ul>
    </section>
  );
}
