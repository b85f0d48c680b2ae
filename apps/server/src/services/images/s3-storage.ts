import type { S3Client } from '@aws-sdk/client-s3';
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

// The AWS SDK is large (tens of MB once loaded): it is loaded by the first upload or removal, not at start-up.
const loadSdk = () => import('@aws-sdk/client-s3');

/** An S3-compatible bucket. Objects are written with their content type and a one-year immutable cache header. */
export function s3ImageStorage(options: S3StorageOptions): ImageStorage {
  let clientPromise: Promise<S3Client> | undefined;
  const connect = async (): Promise<S3Client> => {
    const { S3Client } = await loadSdk();
    return new S3Client({
      region: options.region,
      ...(options.endpoint && { endpoint: options.endpoint, forcePathStyle: true }),
      ...(options.accessKeyId &&
        options.secretAccessKey && {
          credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        }),
      // Many S3-compatible services reject the newer default checksums; send them only when an operation needs one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  };
  const client = () => (clientPromise ??= connect());
  const publicBase = options.publicUrl.replace(/\/+$/, '');
  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      const { PutObjectCommand } = await loadSdk();
      await (
        await client()
      ).send(
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
      const { DeleteObjectCommand } = await loadSdk();
      await (await client()).send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async read(key) {
      assertStorageKey(key);
      const { GetObjectCommand, NoSuchKey } = await loadSdk();
      try {
        const answer = await (await client()).send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    urlFor: (key) => `${publicBase}/${key}`,
  };
}
