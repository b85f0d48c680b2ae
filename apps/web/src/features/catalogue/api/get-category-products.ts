import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

/** GET /category/{id}: the available products of one brand. */
export const getCategoryProducts = (id: string) => api.getPublic<Product[]>(`/category/${encodeURIComponent(id)}?limit=100`);

export const categoryProductKeys = { of: (id: string) => [...productKeys.all, 'category', id] as const };

export const categoryProductsQuery = (id: string) => queryOptions({ queryKey: categoryProductKeys.of(id), queryFn: () => getCategoryProducts(id) });
