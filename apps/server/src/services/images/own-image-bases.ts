import { SITE_IMAGE_BASES } from '@phonehaat/contract';

/**
 * The prefixes a listing's photo may start with: the site's own paths (`/uploads/`, `/demo/`), the
 * same written absolute on the public address, and the bucket's public URL when images live in S3.
 * A photo anywhere else would let a seller watch every visitor of the listing.
 */
export function ownImageBases(publicUrl: string, bucketUrl: string | undefined): string[] {
  const origin = new URL(publicUrl).origin;
  return [
    ...SITE_IMAGE_BASES,
    ...SITE_IMAGE_BASES.map((base) => `${origin}${base}`),
    ...(bucketUrl ? [`${bucketUrl.replace(/\/+$/, '')}/`] : []),
  ];
}
