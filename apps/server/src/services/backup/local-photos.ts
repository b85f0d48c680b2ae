import { readdir } from 'node:fs/promises';
import { STORAGE_KEY_PATTERN } from '../images/image-storage.ts';

/** The stored photos in a local uploads folder, by name; a half-written one (a dot file) is not a photo yet. */
export async function localPhotoKeys(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => STORAGE_KEY_PATTERN.test(name)).sort();
}
