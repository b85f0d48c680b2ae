import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isImageUnder, type Product } from '@phonehaat/contract';
import { STORAGE_KEY_PATTERN, type ImageStorage } from '../images/image-storage.ts';

export interface PhotoPlaces {
  storage: ImageStorage;
  /** The site's public origin: a photo may be written absolute on it. */
  origin: string;
  /** The built web app, which serves the demo art under /demo/; absent when the web app is not built. */
  webDistDir: string | undefined;
}

/** The product's widest photo: the last of its widths, or its one image. */
const widestPhoto = (product: Pick<Product, 'image' | 'imageSet'>) => product.imageSet.at(-1)?.url ?? product.image;

/**
 * The bytes of a product's widest photo from where the site keeps them: the image storage (local
 * folder or bucket) for uploads, the web build for the demo art. Undefined for a photo kept anywhere
 * else or gone; never fetched from an address a listing names.
 */
export async function readProductPhoto(
  product: Pick<Product, 'image' | 'imageSet'>,
  places: PhotoPlaces,
): Promise<Buffer | undefined> {
  const url = widestPhoto(product);
  const sitePath = url.startsWith(`${places.origin}/`) ? url.slice(places.origin.length) : url;
  const key = url.slice(url.lastIndexOf('/') + 1);
  if (STORAGE_KEY_PATTERN.test(key) && [url, sitePath].includes(places.storage.urlFor(key))) return places.storage.read(key);
  if (places.webDistDir && isImageUnder(sitePath, ['/demo/'])) {
    return readFile(path.join(places.webDistDir, sitePath)).catch(() => undefined);
  }
  return undefined;
}
