import { CheckCircle2, Clock, FileText, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { ProviderDocument } from '../../../domain/schemas/documents';
import { isSingleDocument, type DocumentKind } from '../../../domain/verification';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { fieldLabel, fieldText } from './document-fields';
import {
  documentKindWords,
  documentPurposeWords,
  documentStatusWords,
  refusalWords,
} from './verification-words';
import { UploadForm } from './upload-form';
import { dayFormat } from '../../lib/dates';
import { m } from '../../../i18n/paraglide/messages.js';

function StatusBadge({ status }: { status: ProviderDocument['status'] | 'missing' }) {
  if (status === 'approved')
    return (
      <Badge tone="success">
        <CheckCircle2 className="size-3.5" aria-hidden />
        {documentStatusWords('approved')}
      </Badge>
    );
  if (status === 'rejected')
    return (
      <Badge tone="danger">
        <XCircle className="size-3.5" aria-hidden />
        {documentStatusWords('rejected')}
      </Badge>
    );
  if (status === 'pending')
    return (
      <Badge tone="warm">
        <Clock className="size-3.5" aria-hidden />
        {documentStatusWords('pending')}
      </Badge>
    );
  return <Badge tone="outline">{documentStatusWords(status)}</Badge>;
}

function SentDocument({ document }: { document: ProviderDocument }) {
  return (
    <div className="grid gap-2 rounded-md border p-3 text-sm" data-testid="sent-document">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-2">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="truncate">{document.fileName}</span>
        </span>
        <StatusBadge status={document.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
        {Object.entries(document.fields).map(([name, value]) => (
          <div key={name} className="contents">
            <dt>{fieldLabel(document.kind, name)}</dt>
            <dd className="text-foreground">{fieldText(document.kind, name, value)}</dd>
          </div>
        ))}
        <dt>{m.vf_sent()}</dt>
        <dd className="text-foreground">{dayFormat.format(new Date(document.createdAt))}</dd>
        {document.decidedAt ? (
          <>
            <dt>{m.vf_checked()}</dt>
            <dd className="text-foreground">{dayFormat.format(new Date(document.decidedAt))}</dd>
          </>
        ) : null}
      </dl>
      {document.status === 'rejected' && document.reason ? (
        <p className="rounded-md bg-destructive/10 p-2 text-foreground">
          <span className="font-medium">{m.vf_why()} </span>
          {refusalWords(document.reason)}
        </p>
      ) : null}
      {document.status !== 'pending' && !document.fileKept ? (
        <p className="text-xs text-muted-foreground">{m.vf_file_deleted()}</p>
      ) : null}
    </div>
  );
}

/**
 * One kind of document: what it is for, what was sent and how the check went, and the upload
 * (a replacement for one refused; another one for a worker's ID).
 */
export function DocumentCard({
  kind,
  documents,
  optional = false,
}: {
  kind: DocumentKind;
  /**
   * This provider's documents of the kind, newest first (replaced ones left out: of a kind held
   * once, that is the approved one and one sent after it at most).
   */
  documents: ProviderDocument[];
  optional?: boolean;
}) {
  const [uploading, setUploading] = useState(false);
  const latest = documents[0];
  const single = isSingleDocument(kind);
  const sendLabel = !latest
    ? m.vf_upload()
    : single
      ? latest.status === 'approved'
        ? m.vf_send_newer()
        : m.vf_send_again()
      : m.vf_add_another();
  const headingId = `document-${kind}`;
  return (
    <Card className="grid gap-3 p-4 sm:p-5" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id={headingId} className="font-semibold">
            {documentKindWords(kind)}
            {optional ? (
              <span className="font-normal text-muted-foreground"> {m.vf_optional()}</span>
            ) : null}
          </h2>
          <p className="text-sm text-muted-foreground">{documentPurposeWords(kind)}</p>
        </div>
        {latest ? null : <StatusBadge status="missing" />}
      </div>
      {documents.map((document) => (
        <SentDocument key={document.id} document={document} />
      ))}
      {uploading ? (
        <UploadForm kind={kind} onDone={() => setUploading(false)} />
      ) : (
        <Button
          variant={latest ? 'outline' : 'default'}
          className="justify-self-start"
          onClick={() => setUploading(true)}
          aria-describedby={headingId}
        >
          {sendLabel}
        </Button>
      )}
    </Card>
  );
}
