import { LRUCache } from 'lru-cache';
import type { Product } from '@phonehaat/contract';
import { readProductPhoto, type PhotoPlaces } from './product-photo.ts';
import { renderOgImage } from './render-og-image.ts';

/** Rendered previews kept in memory; a preview is about 30–80 KB. */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Products' link-preview pictures, rendered from their photos on first request and kept (lru-cache,
 * bounded in bytes); concurrent requests for one picture share one rendering. The route's
 * Cache-Control lets CDNs and the previewers themselves keep them too.
 */
export class OgImages {
  private readonly kept = new LRUCache<string, Buffer, Pick<Product, 'image' | 'imageSet'>>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (bytes) => bytes.length,
    fetchMethod: async (_key, _stale, { context }) => {
      const photo = await readProductPhoto(context, this.places);
      return photo ? renderOgImage(photo) : undefined;
    },
  });

  constructor(private readonly places: PhotoPlaces) {}

  /** The product's preview JPEG; undefined when its photo cannot be read from the site's own places. */
  async forProduct(product: Pick<Product, '_id' | 'image' | 'imageSet'>): Promise<Buffer | undefined> {
    // Keyed by the photo too, so that a listing whose photo changed is never shown with the old one.
    return this.kept.fetch(`${product._id}|${product.image}`, { context: product });
  }
}
