import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestPhoto } from '../../../domain/schemas/request-photos';
import { apiRequest, apiUpload } from '../../lib/api';
import { refreshView } from './keys';

/** The customer adds a photo (already made smaller on the phone) with its caption. */
export function useAddRequestPhoto(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, caption }: { file: File; caption: string }) => {
      const form = new FormData();
      form.append('caption', caption);
      form.append('file', file, file.name);
      return apiUpload<RequestPhoto>(`/api/quote-requests/${requestId}/photos`, form);
    },
    onSuccess: () => refreshView(client, 'customer', requestId),
  });
}

/** The customer takes a photo off the request. */
export function useRemoveRequestPhoto(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      apiRequest('DELETE', `/api/quote-requests/${requestId}/photos/${photoId}`),
    onSuccess: () => refreshView(client, 'customer', requestId),
  });
}
