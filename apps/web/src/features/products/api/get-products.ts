import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductSort } from '@phonehaat/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ProductFilters {
  q?: string | undefined;
  brand?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  ads?: boolean | undefined;
  sort?: ProductSort | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export interface ProductPage {
  items: Product[];
  total: number;
}

export function productSearch(filters: ProductFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /allProducts with the listing extensions; the total comes from X-Total-Count. */
export async function getProducts(filters: ProductFilters): Promise<ProductPage> {
  const { data, headers } = await apiRequest<Product[]>(`/allProducts${productSearch(filters)}`, { anonymous: true });
  const total = Number(headers.get('x-total-count'));
  return { items: data, total: Number.isFinite(total) && headers.has('x-total-count') ? total : data.length };
}

export const productsQuery = (filters: ProductFilters) =>
  queryOptions({ queryKey: ['products', 'list', filters], queryFn: () => getProducts(filters) });

export function useProducts(filters: ProductFilters) {
  return useQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });
}
