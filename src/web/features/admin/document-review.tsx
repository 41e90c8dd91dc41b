import { Check, Download, ExternalLink, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { formatPhone } from '../../../domain/phone';
import type { AdminDocument } from '../../../domain/schemas/documents';
import {
  DOCUMENT_KIND_LABELS,
  PROVIDER_TYPE_LABELS,
  REJECTION_REASONS,
  type ProviderType,
} from '../../../domain/verification';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { failureText } from '../../lib/api';
import { fieldLabel, fieldText } from '../verification';
import { useDecideDocument, useDocumentFile } from './api';
import { fullDayTimeFormat } from '../../lib/dates';

/** The file itself: a photo shown, a PDF opened in a tab of its own or saved. */
function DocumentPreview({ document }: { document: AdminDocument }) {
  const file = useDocumentFile(document.id, document.fileKept);
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!document.fileKept) {
    return (
      <p className="rounded-md border p-4 text-sm text-muted-foreground">
        The file was deleted 30 days after the decision; the fields and the decision stay.
      </p>
    );
  }
  if (file.isError) {
    return (
      <p className="rounded-md border p-4 text-sm text-destructive">
        {failureText(file.error, 'Could not load the file')}
      </p>
    );
  }
  if (!url) return <Skeleton className="h-72 w-full" />;
  const isImage = document.contentType.startsWith('image/');
  return (
    <div className="grid content-start gap-2">
      {isImage ? (
        <img
          src={url}
          alt={`${DOCUMENT_KIND_LABELS[document.kind]} sent by ${document.provider.name}`}
          className="max-h-[70vh] w-full rounded-md border object-contain"
        />
      ) : (
        <p className="rounded-md border p-4 text-sm">
          A PDF ({Math.ceil(document.byteSize / 1024)} KB): open it to read it.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            Open in a new tab
          </a>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <a href={url} download={document.fileName}>
            <Download aria-hidden />
            Save
          </a>
        </Button>
      </div>
    </div>
  );
}

function Decide({ document, onDecided }: { document: AdminDocument; onDecided: () => void }) {
  const decide = useDecideDocument();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  if (document.status !== 'pending') {
    return (
      <p className="text-sm">
        {document.status === 'approved' ? 'Approved' : `Refused: ${document.reason ?? ''}`}
        {document.decidedAt ? ` on ${fullDayTimeFormat.format(new Date(document.decidedAt))}` : ''}.
      </p>
    );
  }
  const done = { onSuccess: onDecided };
  return (
    <div className="grid gap-3">
      {rejecting ? (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) {
              setReasonError('Choose a reason from the list');
              return;
            }
            decide.mutate(
              {
                id: document.id,
                decision: {
                  approve: false,
                  reason: reason as (typeof REJECTION_REASONS)[number],
                  ...(note.trim() ? { note: note.trim() } : {}),
                },
              },
              done,
            );
          }}
        >
          <FormField label="Reason (the provider sees it)" error={reasonError}>
            {(props) => (
              <NativeSelect
                {...props}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(undefined);
                }}
              >
                <option value="" disabled>
                  Choose a reason…
                </option>
                {REJECTION_REASONS.map((text) => (
                  <option key={text} value={text}>
                    {text}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="A note to the provider (optional)">
            {(props) => (
              <textarea
                {...props}
                value={note}
                maxLength={500}
                rows={3}
                onChange={(event) => setNote(event.target.value)}
                className="w-full rounded-md border border-input bg-card px-3 py-2 text-base md:text-sm"
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={decide.isPending}>
              <X aria-hidden />
              Refuse document
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRejecting(false)}>
              Back
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: document.id, decision: { approve: true } }, done)}
          >
            <Check aria-hidden />
            Approve
          </Button>
          <Button variant="outline" onClick={() => setRejecting(true)}>
            <X aria-hidden />
            Refuse…
          </Button>
        </div>
      )}
      <p className="min-h-5 text-sm text-destructive" role="status" aria-live="polite">
        {decide.isError ? failureText(decide.error, 'Could not save the decision') : null}
      </p>
    </div>
  );
}

/** One document beside its provider's details, with the decision. */
export function DocumentReview({
  document,
  onDecided,
}: {
  document: AdminDocument;
  onDecided: () => void;
}) {
  const { provider } = document;
  const facts: [string, string][] = [
    ['Email', provider.email ?? 'None: signs in with a phone number'],
    ['Phone', provider.phone ? formatPhone(provider.phone) : 'Not given'],
    ['Based in', provider.location],
    ['Services', provider.services.join(', ')],
    [
      'Profile is',
      provider.providerType
        ? PROVIDER_TYPE_LABELS[provider.providerType as ProviderType]
        : 'Not said',
    ],
    ['Verification', provider.verificationStatus],
    ['Joined', fullDayTimeFormat.format(new Date(provider.createdAt))],
  ];
  return (
    <Card
      className="grid gap-4 p-4 lg:grid-cols-[3fr_2fr] lg:p-5"
      data-testid="document-review"
      aria-label={`${DOCUMENT_KIND_LABELS[document.kind]} from ${provider.name}`}
      role="region"
    >
      <DocumentPreview document={document} />
      <div className="grid content-start gap-4">
        <div>
          <h2 className="text-lg font-semibold">{DOCUMENT_KIND_LABELS[document.kind]}</h2>
          <p className="text-sm text-muted-foreground">
            Sent {fullDayTimeFormat.format(new Date(document.createdAt))} · {document.fileName}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {Object.entries(document.fields).map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted-foreground">{fieldLabel(document.kind, name)}</dt>
              <dd className="font-medium">{fieldText(document.kind, name, value)}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="font-semibold">{provider.name}</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Decide document={document} onDecided={onDecided} />
      </div>
    </Card>
  );
}
