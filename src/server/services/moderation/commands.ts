/** The moderation desk's decisions: hide or keep a reported review, message or photo. */
import { and, eq, isNull } from 'drizzle-orm';
import type { ReportedType } from '../../../domain/schemas/moderation';
import type { Db } from '../../db/client';
import { messageReports, reviewReports, workPhotoReports } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { hideMessage, messageHidden } from '../messages';
import { hideWorkPhoto, workPhotoHidden } from '../providers';
import { hideReview, reviewHidden } from '../reviews';
import { audit, type Admin } from '../verification';

const KINDS = {
  review: {
    reports: reviewReports,
    itemId: reviewReports.reviewId,
    hide: hideReview,
    isHidden: reviewHidden,
  },
  message: {
    reports: messageReports,
    itemId: messageReports.messageId,
    hide: hideMessage,
    isHidden: messageHidden,
  },
  work_photo: {
    reports: workPhotoReports,
    itemId: workPhotoReports.workPhotoId,
    hide: hideWorkPhoto,
    isHidden: workPhotoHidden,
  },
} as const;

/**
 * An admin's decision on a reported review or message: hide it (a hidden review no longer counts
 * toward the provider's rating) or keep it; either way its open reports are closed, and the
 * decision and reason go to the audit log. 404 for an unknown item or one with no open report.
 */
export async function moderate(
  db: Db,
  admin: Admin,
  type: ReportedType,
  id: string,
  action: 'hide' | 'keep',
  reason: string,
  now: Date,
): Promise<{ hidden: boolean }> {
  const notFound = () => new NotFoundError(`No open report of this ${type.replace('_', ' ')}`);
  if (!isUuid(id)) throw notFound();
  return transaction(db, async (tx) => {
    const { reports, itemId, hide, isHidden } = KINDS[type];
    const closed = await tx
      .update(reports)
      .set({ resolvedAt: now })
      .where(and(eq(itemId, id), isNull(reports.resolvedAt)))
      .returning({ id: reports.id });
    if (closed.length === 0) throw notFound();
    // The item's own feature hides it (and records the event); 'keep' only reads it, locked.
    const hidden = action === 'hide' ? (await hide(tx, id, now))?.hidden : await isHidden(tx, id);
    if (hidden === undefined || hidden === null) throw notFound();
    await audit(tx, {
      actorId: admin.id,
      actorLabel: admin.label,
      action: `${type}.${action === 'hide' ? 'hidden' : 'kept'}`,
      subjectType: type,
      subjectId: id,
      detail: { reason, reports: closed.length },
    });
    return { hidden };
  });
}
