import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /category/{id}: the available products of one brand. */
export const getCategoryProducts = (id: string) => api.getPublic<Product[]>(`/category/${encodeURIComponent(id)}?limit=100`);

export const categoryProductsQuery = (id: string) =>
  queryOptions({ queryKey: ['products', 'category', id], queryFn: () => getCategoryProducts(id) });
