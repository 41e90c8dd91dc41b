import { eq } from 'drizzle-orm';
import { DOCUMENT_KIND_LABELS } from '../../../domain/verification';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { providerDocuments } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { m } from '../../../i18n/paraglide/messages.js';
import type { Wording } from './wording';
import { store, type NotifyOptions } from './store';

/** A document's label inside a sentence: 'proof of address', 'ID document', "worker's ID document". */
function inSentence(label: string): string {
  const bare = label.replace(/^A /, '');
  return /^[A-Z][A-Z]/.test(bare) ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
}

/** To a provider: an admin checked one of its documents (a refusal says why). */
export const documentDecided =
  (label: string, approved: boolean, reason: string | null): Wording =>
  (locale) => {
    const document = inSentence(label);
    const link = '/provider/verification';
    return approved
      ? {
          kind: 'document_decided',
          title: m.notice_document_approved_title({ document }, { locale }),
          body: m.notice_document_approved_body({}, { locale }),
          link,
        }
      : {
          kind: 'document_decided',
          title: m.notice_document_refused_title({ document }, { locale }),
          body: m.notice_document_refused_body(
            { reason: reason ?? m.notice_document_see_why({}, { locale }) },
            { locale },
          ),
          link,
        };
  };

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
