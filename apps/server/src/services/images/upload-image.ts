import { randomUUID } from 'node:crypto';
import type { ImageUploadAnswer } from '@phonehaat/contract';
import { imageKey } from './image-names.ts';
import type { ImageStorage } from './image-storage.ts';
import { processImage } from './process-image.ts';

/**
 * Processes an uploaded photo and stores every width. Nothing is stored unless the whole image is
 * good, and if storing one width fails the ones already written are removed again.
 */
export async function uploadImage(storage: ImageStorage, input: Buffer): Promise<ImageUploadAnswer> {
  const processed = await processImage(input);
  const id = randomUUID().replaceAll('-', '');
  const written: string[] = [];
  try {
    for (const variant of processed) {
      const key = imageKey(id, variant.width);
      await storage.put(key, variant.bytes, 'image/webp');
      written.push(key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.remove(key)));
    throw error;
  }
  const variants = processed.map((variant) => ({ url: storage.urlFor(imageKey(id, variant.width)), width: variant.width }));
  return { success: true, data: { url: variants[variants.length - 1]!.url, variants } };
}
