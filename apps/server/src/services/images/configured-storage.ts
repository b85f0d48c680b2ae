import path from 'node:path';
import type { Env } from '../../config/env.ts';
import type { ImageStorage } from './image-storage.ts';
import { localImageStorage } from './local-storage.ts';
import { s3ImageStorage } from './s3-storage.ts';

export type ImageStorageSettings = Pick<
  Env,
  | 'DATA_DIR'
  | 'IMAGE_STORAGE'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
>;

/** The storage IMAGE_STORAGE names: the bucket, or DATA_DIR/uploads (whose folder the caller may serve or back up). */
export type ConfiguredImageStorage =
  { kind: 's3'; storage: ImageStorage } | { kind: 'local'; dir: string; storage: ImageStorage };

/** One reading of the settings for the server (plugins/storage.ts) and the backup commands alike. */
export function configuredImageStorage(env: ImageStorageSettings): ConfiguredImageStorage {
  if (env.IMAGE_STORAGE === 's3' && env.S3_BUCKET && env.S3_PUBLIC_URL) {
    const storage = s3ImageStorage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    });
    return { kind: 's3', storage };
  }
  const dir = path.resolve(env.DATA_DIR, 'uploads');
  return { kind: 'local', dir, storage: localImageStorage(dir) };
}
