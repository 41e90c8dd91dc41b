import type { Message } from '../../../domain/schemas/messages';
import type { MessageRow } from '../../db/message-schema';

/** A stored message in the API's shape (the same for both sides of its thread). */
export function toMessage(
  row: Pick<MessageRow, 'id' | 'senderRole' | 'text' | 'redacted' | 'createdAt'>,
  quoteRequestId: string,
  providerId: string,
): Message {
  return {
    id: row.id,
    quoteRequestId,
    providerId,
    from: row.senderRole,
    text: row.text,
    redacted: row.redacted,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
