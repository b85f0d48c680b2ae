import { API_PREFIX, type ImageUploadAnswer } from '@phonehaat/contract';
import { accessToken, ApiError } from '../../../lib/api-client.ts';

/**
 * POST /api/images with the photo in the multipart field `image` (spec §7). XMLHttpRequest rather
 * than fetch because only it reports upload progress; `onProgress` gets 0…1.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<ImageUploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_PREFIX}/images`);
    const token = accessToken.get();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        // Not JSON (a proxy's error page): reported below by status.
      }
      if (request.status >= 200 && request.status < 300 && payload) {
        resolve(payload as ImageUploadAnswer);
        return;
      }
      const failure = payload as { message?: unknown; code?: unknown } | null;
      const message = typeof failure?.message === 'string' ? failure.message : `The photo could not be uploaded (${request.status})`;
      reject(new ApiError(request.status, message, typeof failure?.code === 'string' ? failure.code : undefined));
    };
    request.onerror = () => reject(new ApiError(0, 'The photo could not be sent. Check your connection and try again.'));
    request.onabort = () => reject(new ApiError(0, 'The upload was cancelled.'));
    const body = new FormData();
    body.append('image', file);
    request.send(body);
  });
}
