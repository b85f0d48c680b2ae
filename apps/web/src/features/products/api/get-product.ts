import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

export const getProduct = (id: string) => api.getPublic<Product>(`/products/${encodeURIComponent(id)}`);

export const productQuery = (id: string) => queryOptions({ queryKey: ['products', 'one', id], queryFn: () => getProduct(id) });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
