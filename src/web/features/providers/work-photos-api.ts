import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnWorkPhotos, WorkPhoto } from '../../../domain/schemas/work-photos';
import { apiJson, apiRequest, apiUpload } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { providerPageKeys } from './api';

const BASE = '/api/providers/me/work-photos';
const ownKey = (uid: string | undefined) => [BASE, uid] as const;

/** The provider's photos of past work and the completed Khaya jobs one can be linked to. */
export function useOwnWorkPhotos() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ownKey(user?.uid),
    queryFn: () => apiJson<OwnWorkPhotos>('GET', BASE),
    enabled: Boolean(user),
  });
}

/** A change shows on the provider's own list and its public page. */
function useWorkPhotoChange<T, R>(change: (input: T) => Promise<R>) {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ownKey(user?.uid) });
      await client.invalidateQueries({ queryKey: providerPageKeys.all });
    },
  });
}

/** Adds a photo (already made smaller on the phone), its caption and the job it shows. */
export function useAddWorkPhoto() {
  return useWorkPhotoChange(
    ({ file, caption, jobId }: { file: File; caption: string; jobId: string }) => {
      const form = new FormData();
      form.append('caption', caption);
      if (jobId) form.append('jobId', jobId);
      form.append('file', file, file.name);
      return apiUpload<WorkPhoto>(BASE, form);
    },
  );
}

export function useRemoveWorkPhoto() {
  return useWorkPhotoChange((photoId: string) => apiRequest('DELETE', `${BASE}/${photoId}`));
}

/** Tells Khaya a photo of past work is not what it should be (once per person). */
export function useReportWorkPhoto() {
  return useMutation({
    mutationFn: ({ url, reason }: { url: string; reason: string }) =>
      apiJson<{ reported: true }>('POST', `${url}/report`, { reason }),
  });
}
