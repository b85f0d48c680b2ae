import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '@phonehaat/contract';
import { RemoteImageRefused } from '../services/images/fetch-remote-image.ts';
import { importProfilePhoto, profilePhotoOf } from '../services/users/import-profile-photo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    profilePhotos: {
      /** Fetches and stores the photo a user gave at sign-up, after the sign-up has answered. */
      start(userId: string, url: string): void;
      /** The user's photo once this instance's import of it (if any) has ended. */
      settled(userId: string): Promise<string | null>;
    };
  }
}

export interface ProfilePhotosOptions {
  allowLoopback: boolean;
  /** The whole fetch; a slow or silent host leaves the user with initials. */
  timeoutMs?: number;
}

/**
 * Sign-up photos (decision 0054): the URL given at sign-up is never shown as it is (the CSP blocks
 * outside images, and it would tell that host of every page view); it is fetched once, in the
 * background of this process so that sign-up does not wait for a slow host, and stored through the
 * image pipeline. A photo that cannot be fetched leaves the account without one. Closing the server
 * ends the imports still running; one ended so, or lost to a crash, leaves initials, as a failed one does.
 */
export default fp<ProfilePhotosOptions>(
  async (app, { allowLoopback, timeoutMs = 5_000 }) => {
    const running = new Map<string, Promise<void>>();
    // Closing ends the fetches still running rather than waiting for slow hosts.
    const closing = new AbortController();
    const options = { allowLoopback, timeoutMs, maxBytes: MAX_UPLOAD_BYTES, signal: closing.signal };

    app.decorate('profilePhotos', {
      start(userId, url) {
        const task = importProfilePhoto(app.db, app.imageStorage, { userId, url }, options)
          .then(
            (stored) => app.log.info({ userId, stored }, 'sign-up photo stored'),
            (error: unknown) =>
              app.log.info({ userId, reason: error instanceof RemoteImageRefused ? error.message : String(error) }, 'sign-up photo not fetched'),
          )
          .finally(() => running.delete(userId));
        running.set(userId, task);
      },
      async settled(userId) {
        await running.get(userId);
        return profilePhotoOf(app.db, userId);
      },
    });
    app.addHook('onClose', async () => {
      closing.abort();
      await Promise.allSettled(running.values());
    });
  },
  { name: 'profile-photos', dependencies: ['storage'] },
);
