/**
 * The admin desk's data: the document queue (by status and kind), the decisions, a document's
 * file (each view is written to the audit log on the server), reports, messages from the Contact
 * page and the audit trail.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '../../../domain/http';
import type {
  AdminDocument,
  AuditEntryView,
  ProviderDocument,
  RejectDocumentBody,
} from '../../../domain/schemas/documents';
import type { ContactMessage } from '../../../domain/schemas/contact';
import type { CreditAdjustmentBody, CreditDesk } from '../../../domain/schemas/credit';
import type { PaymentDesk } from '../../../domain/schemas/protected-payments';
import type { ReportedItem, ReportedType } from '../../../domain/schemas/moderation';
import type { DocumentKind } from '../../../domain/verification';
import { apiBlob, apiJson, apiRequest, type Page } from '../../lib/api';

const BASE = '/api/admin';

export type QueueStatus = 'pending' | 'approved' | 'rejected';

export const adminKeys = {
  all: [BASE] as const,
  documents: [BASE, 'documents'] as const,
  queue: (status: QueueStatus, kind: DocumentKind | undefined) =>
    [BASE, 'documents', status, kind ?? 'all'] as const,
  audit: [BASE, 'audit'] as const,
  reports: [BASE, 'reports'] as const,
  contact: (status: 'open' | 'handled') => [BASE, 'contact', status] as const,
};

/** The queue a page of 50 at a time (the server pages it: a flood cannot bury the oldest). */
export function useDocumentQueue(status: QueueStatus, kind: DocumentKind | undefined) {
  return useInfiniteQuery({
    queryKey: adminKeys.queue(status, kind),
    queryFn: async ({ pageParam }): Promise<Page<AdminDocument>> => {
      const query = new URLSearchParams({ status, limit: '50', ...(kind ? { kind } : {}) });
      if (pageParam) query.set('cursor', pageParam);
      const response = await apiRequest('GET', `${BASE}/documents?${query}`);
      return {
        items: (await response.json()) as AdminDocument[],
        nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAuditTrail() {
  return useQuery({
    queryKey: adminKeys.audit,
    queryFn: () => apiJson<AuditEntryView[]>('GET', `${BASE}/audit`),
  });
}

export type Decision = { approve: true } | ({ approve: false } & RejectDocumentBody);

/** Approves or refuses a document: the queues and the audit trail change. */
export function useDecideDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      decision.approve
        ? apiJson<ProviderDocument>('POST', `${BASE}/documents/${id}/approve`, {})
        : apiJson<ProviderDocument>('POST', `${BASE}/documents/${id}/reject`, {
            reason: decision.reason,
            ...(decision.note ? { note: decision.note } : {}),
          }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.documents }),
        client.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}

/** A document's file, to look at (the server writes the view to the audit log). */
export function useDocumentFile(id: string, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [BASE, 'file', id] as const,
    queryFn: async () => {
      const blob = await apiBlob(`${BASE}/documents/${id}/file`);
      void client.invalidateQueries({ queryKey: adminKeys.audit });
      return blob;
    },
    enabled,
    // The bytes are kept only while the document is open.
    gcTime: 0,
  });
}

/** A reported photo of past work, for the desk to judge (fetched with the admin's token). */
export function useReportedPhoto(url: string | null) {
  return useQuery({
    queryKey: [BASE, 'reported-photo', url] as const,
    queryFn: () => apiBlob(url ?? ''),
    enabled: url !== null,
    gcTime: 0,
  });
}

export function useReportQueue() {
  return useQuery({
    queryKey: adminKeys.reports,
    queryFn: () => apiJson<ReportedItem[]>('GET', `${BASE}/reports`),
  });
}

/** Hides or keeps a reported review or message: the queue and the audit trail change. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      type,
      id,
      action,
      reason,
    }: {
      type: ReportedType;
      id: string;
      action: 'hide' | 'keep';
      reason: string;
    }) =>
      apiJson<{ hidden: boolean }>('POST', `${BASE}/reports/${type}/${id}/${action}`, { reason }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.reports }),
        client.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}

/** Messages from the Contact page: open ones the longest waiting first, or the latest answered. */
export function useContactQueue(status: 'open' | 'handled') {
  return useQuery({
    queryKey: adminKeys.contact(status),
    queryFn: () => apiJson<ContactMessage[]>('GET', `${BASE}/contact-messages?status=${status}`),
  });
}

/** An admin answered a message (by email): it moves to the answered list. */
export function useMarkContactHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<ContactMessage>('POST', `${BASE}/contact-messages/${id}/handled`, {}),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [BASE, 'contact'] }),
        client.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}

const CREDIT_DESK = [BASE, 'credit'] as const;

/** Khaya credit on the desk: money by day, lowest balances, failed notifications, corrections. */
export function useCreditDesk() {
  return useQuery({
    queryKey: CREDIT_DESK,
    queryFn: () => apiJson<CreditDesk>('GET', `${BASE}/credit`),
  });
}

export type CreditCorrection =
  | { kind: 'adjustment'; body: CreditAdjustmentBody }
  | { kind: 'credit-back'; body: { quoteId: string; reason: string } };

/** An admin's adjustment or credit-back: the desk and the audit trail change. */
export function useCreditCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (correction: CreditCorrection) =>
      apiRequest(
        'POST',
        `${BASE}/credit/${correction.kind === 'adjustment' ? 'adjustments' : 'credit-backs'}`,
        correction.body,
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: CREDIT_DESK });
      await client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

/** Payments through Khaya for the operator: by state, the stuck ones, failed callbacks. */
export function usePaymentDesk() {
  return useQuery({
    queryKey: [BASE, 'payments'],
    queryFn: () => apiJson<PaymentDesk>('GET', `${BASE}/payments`),
  });
}
