/**
 * A person's notification channels: email and WhatsApp by topic, and the WhatsApp opt-in with its
 * number. Each change answers with the whole of them, which replaces what is cached.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  PreferencesPatch,
  WhatsappOptIn,
} from '../../../domain/schemas/notifications';
import { apiJson } from '../../lib/api';
import { useAuth } from '../../lib/auth';

const BASE = '/api/notifications';
/** The cache key of a person's preferences (push turned on elsewhere replaces them too). */
export const preferencesKey = (uid: string | undefined) => [BASE, 'preferences', uid] as const;
const key = preferencesKey;

export function usePreferences() {
  const { user } = useAuth();
  return useQuery({
    queryKey: key(user?.uid),
    queryFn: () => apiJson<NotificationPreferences>('GET', `${BASE}/preferences`),
    enabled: Boolean(user),
  });
}

function useReplacePreferences<B>(request: (body: B) => Promise<NotificationPreferences>) {
  const { user } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (preferences) => client.setQueryData(key(user?.uid), preferences),
  });
}

export const useUpdatePreferences = () =>
  useReplacePreferences((patch: PreferencesPatch) =>
    apiJson<NotificationPreferences>('PATCH', `${BASE}/preferences`, patch),
  );

export const useWhatsappOptIn = () =>
  useReplacePreferences((body: { phone: string; agreed: true } & Partial<WhatsappOptIn>) =>
    apiJson<NotificationPreferences>('POST', `${BASE}/whatsapp`, body),
  );

/** The code WhatsApp brought to the number: the consent counts from here. */
export const useWhatsappConfirm = () =>
  useReplacePreferences((body: { code: string }) =>
    apiJson<NotificationPreferences>('POST', `${BASE}/whatsapp/confirm`, body),
  );

export const useWhatsappOptOut = () =>
  useReplacePreferences((_: void) =>
    apiJson<NotificationPreferences>('DELETE', `${BASE}/whatsapp`),
  );
