/** Where processed images are kept. Keys are flat file names such as `3f2a…-640.webp`. */
export interface ImageStorage {
  /** Stores the bytes under the key; storing the same key again replaces them. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the key; removing a key that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** The stored bytes, or undefined when the key is not there. */
  read(key: string): Promise<Buffer | undefined>;
  /** The address browsers load the key from. */
  urlFor(key: string): string;
}

/** Stored images never change (their names are derived from their content), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Only names we generate are valid keys: this keeps a key from ever reaching outside the storage folder. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}-\d{1,5}\.webp$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
}
