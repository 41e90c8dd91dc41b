import { useLocation } from 'wouter';
import { m } from '../../../i18n/paraglide/messages.js';
import { toast } from '../../components/ui/use-toast';
import { ApiError, newIdempotencyKey } from '../../lib/api';
import { useCreateQuoteRequest } from './new-request-api';
import { buildQuoteRequestBody, type RequestFormValues } from './request-body';
import { clearRequestDraft, clearTypedRequest } from './request-draft';
import { sendFormPhotos } from './send-form-photos';
import type { useWaitingRequest } from './use-kept-request';

/**
 * Sends a request from Request a Service, signed in: once (its Idempotency-Key, `given` when it
 * is sent again), kept on the phone to wait for a signal when there is none (issue 52), then its
 * photos, and on to the dashboard (or the request, when a photo did not go).
 */
export function useSendRequest(
  accountId: string | null,
  kept: ReturnType<typeof useWaitingRequest>,
  photos: File[],
) {
  const [, navigate] = useLocation();
  const create = useCreateQuoteRequest();
  const send = async (values: RequestFormValues, askedId: string | null, given?: string) => {
    if (!accountId) return;
    const key = given ?? newIdempotencyKey();
    const wait = () => {
      // Sent from the foot of the form: the note saying it waits is at the top.
      if (!kept.waiting) window.scrollTo(0, 0);
      kept.keep(values, askedId, key);
    };
    // No signal at all: kept at once, not after the tries a lost answer gets.
    if (!navigator.onLine) return wait();
    let created;
    try {
      created = await create.mutateAsync({
        body: {
          ...buildQuoteRequestBody(values, accountId),
          ...(askedId ? { requestedProviderId: askedId } : {}),
        },
        key,
      });
    } catch (error) {
      // Not an answer from the server: the signal dropped on the way.
      if (!(error instanceof ApiError)) return wait();
      kept.clear();
      // The server's reason when it is one a person can act on (the provider does not offer
      // that service, the address could not be placed); the spec's wording otherwise.
      const reason = error instanceof ApiError && error.status === 400 ? error.serverMessage : '';
      toast({
        variant: 'destructive',
        title: m.toast_error(),
        description: reason || m.req_failed(),
      });
      return;
    }
    clearRequestDraft();
    clearTypedRequest();
    kept.clear();
    // The request stands whatever happens to its photos: one that did not go is added later.
    const failed = await sendFormPhotos(created.id, photos);
    toast({
      title: m.req_submitted(),
      description: failed
        ? failed === 1
          ? m.req_photo_failed_one()
          : m.req_photo_failed_many({ count: failed })
        : m.req_submitted_text(),
    });
    navigate(failed ? `/customer/requests/${created.id}` : '/customer');
  };
  return { send, create };
}
