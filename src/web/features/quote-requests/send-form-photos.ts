import type { RequestPhoto } from '../../../domain/schemas/request-photos';
import { apiUpload } from '../../lib/api';

/**
 * Sends the form's photos to the request just made, one after the other, each made smaller on
 * the phone first (the shrinking code loads here, when there are photos). Returns how many could
 * not be added (the request stands; they can be added from its page).
 */
export async function sendFormPhotos(requestId: string, files: File[]): Promise<number> {
  if (files.length === 0) return 0;
  const { shrinkPhoto } = await import('../../lib/shrink-photo');
  let failed = 0;
  for (const picked of files) {
    try {
      const file = await shrinkPhoto(picked, { maxSide: 1600, quality: 0.8 });
      const form = new FormData();
      form.append('file', file, file.name);
      await apiUpload<RequestPhoto>(`/api/quote-requests/${requestId}/photos`, form);
    } catch {
      failed += 1;
    }
  }
  return failed;
}
