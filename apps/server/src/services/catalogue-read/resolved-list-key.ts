import { DEFAULT_PAGE_SIZE, type ProductListQuery } from '@phonehaat/contract';
import type { ListingFilter } from './listing-filter.ts';

/**
 * The kept list answer's key by what the query means, not how its URL spells it (issue 40, decision
 * 0076): the resolved filter (the search's tsquery after typo correction, Bangla and sounded-out spellings;
 * price words as prices), the order asked for, the page and its size. "samsng a54", "স্যামসাং a54" and
 * "samsung a54" share one page of rows; the URL-keyed answer bytes still serve exact repeats first.
 */
export function resolvedListKey(filter: ListingFilter | null, query: ProductListQuery): string {
  if (!filter) return 'list|none';
  // A search sorted by nothing lists its named model first (list-products.ts): `sort` absent is not `newest`.
  return `list|${filter.key}|${query.sort ?? ''}|${query.ads ?? ''}|${query.page ?? 1}|${query.limit ?? DEFAULT_PAGE_SIZE}`;
}
