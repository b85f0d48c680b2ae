import type { ImageVariant } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';

/**
 * The responsive widths of an uploaded image, for `srcset`. Images we did not process (demo art,
 * outside URLs) have none.
 */
export async function imageSetFor(_db: Database, _image: string): Promise<ImageVariant[]> {
  return [];
}
