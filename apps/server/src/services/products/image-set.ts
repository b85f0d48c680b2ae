import type { ImageVariant } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { variantsOfUrl } from '../images/image-names.ts';

/**
 * The responsive widths of an uploaded image, for `srcset`, narrowest first. Our uploads are named
 * `<id>-<width>.webp` and the widest one is the main URL, so the set follows from the URL itself
 * (wherever the storage lives). Images we did not process (demo art, outside URLs) have none.
 */
export async function imageSetFor(_db: Database, image: string): Promise<ImageVariant[]> {
  return variantsOfUrl(image);
}
