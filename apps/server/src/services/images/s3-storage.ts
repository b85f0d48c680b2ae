import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, IMMUTABLE_CACHE_CONTROL, type ImageStorage } from './image-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, Spaces…); AWS when absent. Path-style addressing is used with it. */
  endpoint?: string | undefined;
  /** Credentials; the SDK's default chain (environment, instance role) when absent. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Where browsers read the bucket from, usually a CDN in front of it. */
  publicUrl: string;
}

/** An S3-compatible bucket. Objects are written with their content type and a one-year immutable cache header. */
export function s3ImageStorage(options: S3StorageOptions): ImageStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint && { endpoint: options.endpoint, forcePathStyle: true }),
    ...(options.accessKeyId &&
      options.secretAccessKey && { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }),
    // Many S3-compatible services reject the newer default checksums; send them only when an operation needs one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const publicBase = options.publicUrl.replace(/\/+$/, '');
  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async remove(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    urlFor: (key) => `${publicBase}/${key}`,
  };
}
