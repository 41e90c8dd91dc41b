import { MESSAGE_HIDDEN, type Message } from '../../../domain/schemas/messages';
import type { MessageRow } from '../../db/schema';

/** A stored message in the API's shape (the same for both sides of its thread). */
export function toMessage(
  row: Pick<
    MessageRow,
    | 'id'
    | 'senderRole'
    | 'text'
    | 'redacted'
    | 'createdAt'
    | 'hiddenAt'
    | 'photoKey'
    | 'photoWidth'
    | 'photoHeight'
  >,
  quoteRequestId: string,
  providerId: string,
): Message {
  return {
    id: row.id,
    quoteRequestId,
    providerId,
    from: row.senderRole,
    // Hidden by an admin after a report: both sides see that, not what it said.
    text: row.hiddenAt ? MESSAGE_HIDDEN : row.text,
    photo:
      row.hiddenAt === null && row.photoKey !== null
        ? { width: row.photoWidth ?? 0, height: row.photoHeight ?? 0 }
        : null,
    redacted: row.redacted,
    hidden: row.hiddenAt !== null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
