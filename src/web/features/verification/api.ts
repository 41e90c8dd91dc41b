/**
 * A provider's own verification documents: the list with each one's status and reason, and the
 * upload (multipart: the kind, its fields and the file). An upload changes the list and, once
 * decided, the badges on the provider's profile.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderDocument } from '../../../domain/schemas/documents';
import type { DocumentKind } from '../../../domain/verification';
import { apiBlob, apiJson, apiUpload } from '../../lib/api';
import { useAuth } from '../../lib/auth';

const BASE = '/api/providers/me/documents';

export const documentKeys = {
  own: (uid: string | undefined) => [BASE, uid] as const,
};

export function useOwnDocuments() {
  const { user } = useAuth();
  return useQuery({
    queryKey: documentKeys.own(user?.uid),
    queryFn: () => apiJson<ProviderDocument[]>('GET', BASE),
    enabled: Boolean(user),
  });
}

export interface DocumentUploadInput {
  kind: DocumentKind;
  /** The kind's text fields (registration number, expiry...). */
  fields: Record<string, string>;
  file: File;
}

export function useUploadDocument() {
  const { user } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, fields, file }: DocumentUploadInput) => {
      const form = new FormData();
      form.append('kind', kind);
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      // The file after its fields, as a form on a page sends them.
      form.append('file', file, file.name);
      return apiUpload<ProviderDocument>(BASE, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.own(user?.uid) }),
  });
}

/** Opens one of the provider's own files in a new tab (it arrives as a download otherwise). */
export async function ownDocumentFile(id: string): Promise<Blob> {
  return apiBlob(`${BASE}/${id}/file`);
}
