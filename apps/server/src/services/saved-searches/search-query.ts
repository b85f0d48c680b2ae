import {
  districtOf,
  divisionOf,
  errorCodes,
  productListQuery,
  savedSearchMessages,
  type ProductListQuery,
} from '@phonehaat/contract';
import { AppError } from '../../errors/app-error.ts';

/** The filters a saved search keeps: the /products query without where the list is or how it is sorted. */
export type SearchFilters = Omit<ProductListQuery, 'page' | 'limit' | 'sort'>;

/**
 * A /products query string as it is kept (issue 39 §5): read with the list's own schema, so a saved
 * search means what the page means, then written canonical: page, page size and order dropped, blanks
 * dropped, keys sorted, values URL-encoded. Two addresses of one filter give one string, which the
 * (person, query) unique index refuses twice. Invalid input is a 400 with the schema's message; a query
 * with no filter left, a 400 too.
 */
export function canonicalSearch(raw: string): { query: string; filters: SearchFilters } {
  const params = new URLSearchParams(raw.trim().replace(/^\?/, ''));
  // Blank is no filter (as the /products page reads its URL): the schema would coerce '' to 0.
  const given = Object.fromEntries([...params].filter(([, value]) => value.trim() !== ''));
  const parsed = productListQuery.safeParse(given);
  if (!parsed.success)
    throw new AppError(errorCodes.validation, 400, parsed.error.issues[0]?.message ?? 'This search is not valid');
  const { page: _page, limit: _limit, sort: _sort, ...filters } = parsed.data;
  const entries = Object.entries(filters)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]): [string, string] => [key, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0) throw new AppError(errorCodes.validation, 400, savedSearchMessages.empty);
  return { query: new URLSearchParams(entries).toString(), filters };
}

/** A kept query's filters again (it was canonical when saved). */
export const filtersOf = (query: string): SearchFilters => canonicalSearch(query).filters;

const taka = (amount: number) => `৳${new Intl.NumberFormat('en-IN').format(amount)}`;

/**
 * A saved search in a few words for its digest, alike in both languages: the brand, the words searched,
 * the price in ৳, the place's name, the storage (`Samsung · “s23” · ৳20,000–৳30,000 · Dhaka · 256 GB`).
 * Grades, variant and battery are words of one language: the link shows them. With none of the above, the
 * query itself.
 */
export function describeSearch(filters: SearchFilters, query: string): string {
  const { brand, q, minPrice, maxPrice, district, division, storageGb } = filters;
  const price =
    minPrice !== undefined && maxPrice !== undefined
      ? `${taka(minPrice)}–${taka(maxPrice)}`
      : minPrice !== undefined
        ? `≥ ${taka(minPrice)}`
        : maxPrice !== undefined
          ? `≤ ${taka(maxPrice)}`
          : undefined;
  const place = district ? districtOf(district)?.en : division ? divisionOf(division)?.en : undefined;
  const storage = storageGb === undefined ? undefined : storageGb >= 1024 ? `${storageGb / 1024} TB` : `${storageGb} GB`;
  const parts = [brand, q && `“${q}”`, price, place, storage].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : query;
}
