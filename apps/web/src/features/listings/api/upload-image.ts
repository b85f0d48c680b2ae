import { API_PREFIX, type ImageUploadAnswer } from '@phonehaat/contract';
import { accessToken } from '../../../lib/api-client.ts';
import { ApiError, apiErrorOf, jsonOrUndefined } from '../../../lib/api-error.ts';

/**
 * POST /api/images with the photo in the multipart field `image` (spec §7). XMLHttpRequest rather
 * than fetch because only it reports upload progress; `onProgress` gets 0…1.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  /** Where to: a listing's photo (sellers), or a message's (`/conversations/photos`, anyone signed in; issue 39). */
  path: '/images' | '/conversations/photos' = '/images',
): Promise<ImageUploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_PREFIX}${path}`);
    const token = accessToken.get();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = jsonOrUndefined(request.responseText);
      if (request.status >= 200 && request.status < 300 && payload) {
        resolve(payload as ImageUploadAnswer);
        return;
      }
      void apiErrorOf(request.status, payload, `The photo could not be uploaded (${request.status})`).then(reject);
    };
    request.onerror = () => reject(new ApiError(0, 'The photo could not be sent. Check your connection and try again.'));
    request.onabort = () => reject(new ApiError(0, 'The upload was cancelled.'));
    const body = new FormData();
    body.append('image', file);
    request.send(body);
  });
}
