import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

export const getProduct = (id: string) => api.getPublic<Product>(`/products/${encodeURIComponent(id)}`);

export const productPageKeys = { one: (id: string) => [...productKeys.all, 'one', id] as const };

export const productQuery = (id: string) => queryOptions({ queryKey: productPageKeys.one(id), queryFn: () => getProduct(id) });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
