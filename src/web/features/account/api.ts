/**
 * A person's own account: correcting it, downloading what is held, deleting it. A change answers
 * with the record, which replaces the one every signed-in page reads.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderProfile } from '../../../domain/schemas/providers';
import type { UpdateUserBody, User } from '../../../domain/schemas/users';
import { apiBlob, apiJson, apiRequest, apiUpload } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { saveBlob } from '../../lib/download';
import { userRecordKey } from '../auth';
import { providerKeys, providerPageKeys } from '../providers';

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => apiJson<User>('PATCH', '/api/users/me', body),
    onSuccess: (user) => client.setQueryData(userRecordKey(user.firebaseUid), user),
  });
}

/** GET /api/users/me/export, saved as the file the server names (khaya-my-data-<date>.json). */
export async function downloadMyData(): Promise<void> {
  const blob = await apiBlob('/api/users/me/export');
  saveBlob(blob, `khaya-my-data-${new Date().toISOString().slice(0, 10)}.json`);
}

/** DELETE /api/users/me: the account, its sign-in and personal data are gone when it resolves. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (confirmEmail: string) => {
      await apiRequest('DELETE', '/api/users/me', { confirmEmail });
    },
  });
}

/** Sets (a file) or takes down (null) the provider's photo; the listing and pages show it. */
export function useProfilePhoto() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return apiJson<ProviderProfile>('DELETE', '/api/providers/me/photo');
      const form = new FormData();
      form.append('file', file);
      return apiUpload<ProviderProfile>('/api/providers/me/photo', form, 'PUT');
    },
    onSuccess: async (profile) => {
      client.setQueryData(providerKeys.own(user?.uid), profile);
      await Promise.all([
        client.invalidateQueries({ queryKey: providerKeys.lists }),
        client.invalidateQueries({ queryKey: providerPageKeys.all }),
      ]);
    },
  });
}
