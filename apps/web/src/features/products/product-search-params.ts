import { PRODUCTS_PAGE_SIZE, productSorts, type ProductSort } from '@phonehaat/contract';
import type { ProductFilters } from './api/get-products.ts';

export const PAGE_SIZE = PRODUCTS_PAGE_SIZE;

export const sortLabels: Record<ProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

const wholeNumber = (value: string | null, min: number): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= min ? number : undefined;
};

/** Reads the /products filters from the URL, dropping anything malformed rather than failing. */
export function filtersFromSearch(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    brand: params.get('brand')?.trim() || undefined,
    minPrice: wholeNumber(params.get('minPrice'), 0),
    maxPrice: wholeNumber(params.get('maxPrice'), 0),
    sort: productSorts.includes(sort as ProductSort) ? (sort as ProductSort) : undefined,
    page: wholeNumber(params.get('page'), 1),
  };
}

/** What the /products page asks the API for at this URL: its filters, the page (1 by default) and the page size. */
export function productsPageRequest(params: URLSearchParams): ProductFilters & { page: number; limit: number } {
  const filters = filtersFromSearch(params);
  return { ...filters, page: filters.page ?? 1, limit: PAGE_SIZE };
}

/** Writes filters back to URL parameters, leaving out defaults so links stay short. */
export function searchFromFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}
