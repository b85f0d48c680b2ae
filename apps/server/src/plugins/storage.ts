import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { ImageStorage } from '../services/images/image-storage.ts';
import { configuredImageStorage, type ImageStorageSettings } from '../services/images/configured-storage.ts';
import { LOCAL_UPLOADS_PREFIX } from '../services/images/local-storage.ts';
import { ownImageBases } from '../services/images/own-image-bases.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept: DATA_DIR/uploads, or an S3-compatible bucket (IMAGE_STORAGE=s3). */
    imageStorage: ImageStorage;
    /** The prefixes a listing's photo may start with (services/images/own-image-bases.ts). */
    ownImageBases: readonly string[];
  }
}

export interface StoragePluginOptions {
  env: ImageStorageSettings;
  /** The site's public address (PUBLIC_URL, or localhost and its port). */
  publicUrl: string;
}

export default fp<StoragePluginOptions>(
  async (app, { env, publicUrl }) => {
    app.decorate('ownImageBases', ownImageBases(publicUrl, env.S3_PUBLIC_URL));
    const configured = configuredImageStorage(env);
    app.decorate('imageStorage', configured.storage);
    if (configured.kind === 's3') return;

    const { dir } = configured;
    await mkdir(dir, { recursive: true });
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
