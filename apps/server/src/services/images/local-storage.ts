import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertStorageKey, type ImageStorage } from './image-storage.ts';

export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** Files under `dir`, served by the app at /uploads/* (see plugins/storage.ts). */
export function localImageStorage(dir: string): ImageStorage {
  return {
    async put(key, bytes) {
      assertStorageKey(key);
      await mkdir(dir, { recursive: true });
      // Write to a temporary name and rename, so a reader never sees half a file.
      const temporary = path.join(dir, `.${randomUUID()}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, path.join(dir, key));
    },
    async remove(key) {
      assertStorageKey(key);
      await rm(path.join(dir, key), { force: true });
    },
    async read(key) {
      assertStorageKey(key);
      return readFile(path.join(dir, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
    urlFor: (key) => `${LOCAL_UPLOADS_PREFIX}${key}`,
  };
}
