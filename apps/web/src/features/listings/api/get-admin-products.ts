import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@phonehaat/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

export const ADMIN_PAGE_SIZE = 10;

export interface ProductPage {
  items: Product[];
  total: number;
}

/** GET /allProducts, one page; the count comes from X-Total-Count. Spec §8: a failed fetch shows an empty list. */
export async function getAdminProducts(page: number): Promise<ProductPage> {
  try {
    const { data, headers } = await apiRequest<Product[]>(`/allProducts?page=${page}&limit=${ADMIN_PAGE_SIZE}`);
    const total = Number(headers.get('x-total-count') ?? data.length);
    return { items: data, total: Number.isFinite(total) ? total : data.length };
  } catch {
    return { items: [], total: 0 };
  }
}

export const adminProductKeys = {
  all: [...productKeys.all, 'admin'],
  page: (page: number) => [...adminProductKeys.all, page] as const,
} as const;

export const adminProductsQuery = (page: number) => queryOptions({ queryKey: adminProductKeys.page(page), queryFn: () => getAdminProducts(page) });

export const useAdminProducts = (page: number) => useQuery({ ...adminProductsQuery(page), placeholderData: keepPreviousData });
