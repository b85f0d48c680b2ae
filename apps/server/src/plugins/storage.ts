import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import type { ImageStorage } from '../services/images/image-storage.ts';
import { LOCAL_UPLOADS_PREFIX, localImageStorage } from '../services/images/local-storage.ts';
import { ownImageBases } from '../services/images/own-image-bases.ts';
import { s3ImageStorage } from '../services/images/s3-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept: DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set. */
    imageStorage: ImageStorage;
    /** The prefixes a listing's photo may start with (services/images/own-image-bases.ts). */
    ownImageBases: readonly string[];
  }
}

export interface StoragePluginOptions {
  env: Pick<
    Env,
    'DATA_DIR' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PUBLIC_URL'
  >;
  /** The site's public address (PUBLIC_URL, or localhost and its port). */
  publicUrl: string;
}

export default fp<StoragePluginOptions>(
  async (app, { env, publicUrl }) => {
    app.decorate('ownImageBases', ownImageBases(publicUrl, env.S3_PUBLIC_URL));
    if (env.S3_BUCKET && env.S3_PUBLIC_URL) {
      app.decorate(
        'imageStorage',
        s3ImageStorage({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        }),
      );
      return;
    }

    const dir = path.resolve(env.DATA_DIR, 'uploads');
    await mkdir(dir, { recursive: true });
    app.decorate('imageStorage', localImageStorage(dir));
    // An encapsulated child, so this static server neither clashes with nor replaces the web app's.
    await app.register(async (uploads) => {
      await uploads.register(fastifyStatic, {
        root: dir,
        prefix: LOCAL_UPLOADS_PREFIX,
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        allowedPath: (pathName) => !pathName.includes('/.'),
        // Names are never reused, so a stored image never changes: `public, max-age=31536000, immutable`.
        cacheControl: true,
        maxAge: 31_536_000_000,
        immutable: true,
      });
    });
  },
  { name: 'storage' },
);
