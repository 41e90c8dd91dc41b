import type { Review } from '../../../domain/schemas/reviews';
import type { ReviewRow } from '../../db/schema';

/** 'Thandi N.': a reviewer's first name and initial (a business name shows its first word). */
export function shortName(name: string): string {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export function toReview(row: ReviewRow, authorName: string, serviceType: string): Review {
  return {
    id: row.id,
    direction: row.direction,
    rating: row.rating,
    quality: row.quality,
    punctuality: row.punctuality,
    communication: row.communication,
    value: row.value,
    comment: row.comment,
    author: shortName(authorName),
    serviceType,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    reply: row.reply,
  };
}
