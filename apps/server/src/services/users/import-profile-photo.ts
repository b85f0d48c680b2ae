import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { fetchRemoteImage, type RemoteImageOptions } from '../images/fetch-remote-image.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import { uploadImage } from '../images/upload-image.ts';

/**
 * The photo a user gave at sign-up, fetched (guarded: fetch-remote-image.ts), decoded and stored like
 * any upload, then set as their image — the narrowest width, an avatar's — unless they have one by
 * now. Throws when it cannot be fetched or is no image; the user keeps no image (initials) then.
 */
export async function importProfilePhoto(
  db: Database,
  storage: ImageStorage,
  { userId, url }: { userId: string; url: string },
  options: RemoteImageOptions,
): Promise<string> {
  const bytes = await fetchRemoteImage(url, options);
  const stored = await uploadImage(storage, bytes);
  const avatar = stored.data.variants?.[0]?.url ?? stored.data.url;
  await db
    .update(users)
    .set({ image: avatar, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.image)));
  return avatar;
}

/** The user's image as stored now. */
export async function profilePhotoOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
  return row?.image ?? null;
}
