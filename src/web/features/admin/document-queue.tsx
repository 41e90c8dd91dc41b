import { ArrowLeft, FileText, Image } from 'lucide-react';
import { useState } from 'react';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
} from '../../../domain/verification';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { useDocumentQueue, type QueueStatus } from './api';
import { DocumentReview } from './document-review';
import { dayTimeFormat } from '../../lib/dates';

const STATUS_LABELS: Record<QueueStatus, string> = {
  pending: 'Waiting (oldest first)',
  approved: 'Approved',
  rejected: 'Refused',
};

/** The documents to check, oldest first, filtered by kind; one opens beside its provider. */
export function DocumentQueue() {
  const [status, setStatus] = useState<QueueStatus>('pending');
  const [kind, setKind] = useState<DocumentKind | ''>('');
  const [openId, setOpenId] = useState<string | null>(null);
  const queue = useDocumentQueue(status, kind || undefined);
  const documents = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const open = documents.find((document) => document.id === openId) ?? null;

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <FormField label="Status">
          {(props) => (
            <NativeSelect
              {...props}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as QueueStatus);
                setOpenId(null);
              }}
            >
              {(Object.keys(STATUS_LABELS) as QueueStatus[]).map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Kind of document">
          {(props) => (
            <NativeSelect
              {...props}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as DocumentKind | '');
                setOpenId(null);
              }}
            >
              <option value="">Every kind</option>
              {DOCUMENT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {DOCUMENT_KIND_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      {queue.isError ? (
        <LoadError text="The queue could not be loaded." onRetry={() => void queue.refetch()} />
      ) : queue.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : documents.length === 0 ? (
        <EmptyState
          title={status === 'pending' ? 'Nothing to check' : 'None here'}
          text={
            status === 'pending'
              ? 'Every document sent has been checked.'
              : 'No documents with this status and kind.'
          }
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[18rem_1fr] lg:items-start">
          {/* On a phone an open document takes the screen, with a way back to the list. */}
          <ul className={cn('grid gap-2', open && 'hidden lg:grid')} aria-label="Documents">
            {documents.map((document) => {
              const Icon = document.contentType.startsWith('image/') ? Image : FileText;
              const selected = document.id === open?.id;
              return (
                <li key={document.id}>
                  <Button
                    variant="outline"
                    aria-pressed={selected}
                    className={cn(
                      'h-auto w-full justify-start whitespace-normal py-2 text-left',
                      selected && 'border-primary bg-accent',
                    )}
                    onClick={() => setOpenId(document.id)}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden />
                    <span className="grid">
                      <span className="font-medium">{document.provider.name}</span>
                      <span className="text-xs text-muted-foreground">
                        {DOCUMENT_KIND_LABELS[document.kind]} ·{' '}
                        {dayTimeFormat.format(new Date(document.createdAt))}
                      </span>
                    </span>
                  </Button>
                </li>
              );
            })}
            {queue.hasNextPage ? (
              <li>
                <Button
                  variant="ghost"
                  className="w-full"
                  disabled={queue.isFetchingNextPage}
                  onClick={() => void queue.fetchNextPage()}
                >
                  {queue.isFetchingNextPage ? 'Loading...' : 'Show more documents'}
                </Button>
              </li>
            ) : null}
          </ul>
          {open ? (
            <div className="grid gap-2">
              <Button
                variant="ghost"
                className="justify-self-start lg:hidden"
                onClick={() => setOpenId(null)}
              >
                <ArrowLeft aria-hidden />
                Back to the list
              </Button>
              <DocumentReview key={open.id} document={open} onDecided={() => setOpenId(null)} />
            </div>
          ) : (
            <p className="hidden rounded-md border border-dashed p-8 text-center text-sm text-muted-foreground lg:block">
              Choose a document to check it beside the provider's details.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
