import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '../../../domain/schemas/contact';
import { apiJson } from '../../lib/api';

/** Sends the Contact page's form (signed in, the message is linked to the account). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) =>
      apiJson<{ id: string; createdAt: string }>('POST', '/api/contact', body),
  });
}
