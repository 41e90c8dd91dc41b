import { eq } from 'drizzle-orm';
import { DOCUMENT_KIND_LABELS } from '../../../domain/verification';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { providerDocuments } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { documentDecided } from './wording';
import { store, type NotifyOptions } from './store';

/** An admin decided on a document: its provider hears which, and why when it was refused. */
async function onDocumentDecided(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'document_decided'>,
) {
  const [row] = await db
    .select({
      userId: providers.userId,
      kind: providerDocuments.kind,
      reason: providerDocuments.reason,
    })
    .from(providerDocuments)
    .innerJoin(providers, eq(providers.id, providerDocuments.providerId))
    .where(eq(providerDocuments.id, event.subjects.documentId))
    .limit(1);
  if (!row) return;
  await store(db, options, event.id, [
    {
      userId: row.userId,
      message: documentDecided(DOCUMENT_KIND_LABELS[row.kind], event.payload.approved, row.reason),
    },
  ]);
}

export function notifyOfDocuments(events: EventDispatcher, db: Db, options: NotifyOptions): void {
  events.subscribe('document_decided', (event) => onDocumentDecided(db, options, event));
}
