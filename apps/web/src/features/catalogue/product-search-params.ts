import { PRODUCTS_PAGE_SIZE, productListQuery } from '@phonehaat/contract';
import { pick, safeParse, type output } from 'zod/mini';
import type { ProductFilters } from './api/get-products.ts';

export const PAGE_SIZE = PRODUCTS_PAGE_SIZE;

/** The listing query's fields that the /products URL and its filter form carry, with the server's own rules. */
const urlFilters = pick(productListQuery, {
  q: true,
  brand: true,
  minPrice: true,
  maxPrice: true,
  sort: true,
  page: true,
  division: true,
  district: true,
  condition: true,
  storageGb: true,
  variant: true,
  batteryMin: true,
});
type UrlFilters = output<typeof urlFilters>;
type UrlFilterName = keyof UrlFilters;
const urlFilterNames = Object.keys(urlFilters.shape) as UrlFilterName[];

/**
 * One filter as the server would read it, or undefined when it is blank or the server would refuse it,
 * so that a hand-edited URL drops one bad value rather than failing the whole list. Blank is checked
 * first: the contract coerces numbers, and '' would read as 0.
 */
export function filterValue<Name extends UrlFilterName>(
  name: Name,
  raw: string | null | undefined,
): UrlFilters[Name] | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const parsed = safeParse(urlFilters.shape[name], text);
  return parsed.success ? (parsed.data as UrlFilters[Name]) : undefined;
}

/** Reads the /products filters from the URL. */
export function filtersFromSearch(params: URLSearchParams): ProductFilters {
  return Object.fromEntries(urlFilterNames.map((name) => [name, filterValue(name, params.get(name))]));
}

/**
 * What the /products page asks the API for at this URL: its filters, the page (1 by default) and the page
 * size, and `ads` (Best Offers' 'See all': advertised phones only, kept through every filter change).
 */
export function productsPageRequest(params: URLSearchParams): ProductFilters & { page: number; limit: number } {
  const filters = filtersFromSearch(params);
  return { ...filters, page: filters.page ?? 1, limit: PAGE_SIZE, ads: params.get('ads') === 'true' || undefined };
}

/** Writes filters back to URL parameters, leaving out defaults so links stay short. */
export function searchFromFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.division) params.set('division', filters.division);
  if (filters.district) params.set('district', filters.district);
  if (filters.condition) params.set('condition', filters.condition);
  if (filters.storageGb !== undefined) params.set('storageGb', String(filters.storageGb));
  if (filters.variant) params.set('variant', filters.variant);
  if (filters.batteryMin !== undefined) params.set('batteryMin', String(filters.batteryMin));
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  if (filters.ads) params.set('ads', 'true');
  return params;
}
