/**
 * Sitemap pages are slices of the id space. Product ids are random (version 4) UUIDs, so a slice of
 * 1/N of the space holds about 1/N of the products, and page n's rows are one range of the id index:
 * no page needs to know where the others end (decision 0019).
 */

/** Expected URLs per page at most this share of the page size, so random slices stay under it. */
const FILL = 0.8;

/** How many pages hold `total` products at `pageSize` URLs a page: a power of two, so pages split in two as the catalogue grows. */
export function productPageCount(total: number, pageSize: number): number {
  let pages = 1;
  while (total > pages * pageSize * FILL) pages *= 2;
  return pages;
}

const ID_BITS = 128n;

const asUuid = (value: bigint) => {
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Page `page` (1-based) of `pages`: ids from `from` (inclusive) up to `to` (exclusive; none on the last page). */
export function idRangeOf(page: number, pages: number): { from: string; to?: string } {
  const width = (1n << ID_BITS) / BigInt(pages);
  const from = asUuid(BigInt(page - 1) * width);
  return page === pages ? { from } : { from, to: asUuid(BigInt(page) * width) };
}
