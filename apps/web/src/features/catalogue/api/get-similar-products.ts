import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

/** GET /products/{id}/similar: public and the same for everyone (no token), under the products' root. */
export const similarProductsQuery = (id: string) =>
  queryOptions({
    queryKey: [...productKeys.all, 'similar', id] as const,
    queryFn: () => api.getPublic<Product[]>(`/products/${encodeURIComponent(id)}/similar`),
  });

/** Asked only once `enabled` (the section came near the screen), so the page's first paint does not wait. */
export const useSimilarProducts = (id: string, enabled: boolean) => useQuery({ ...similarProductsQuery(id), enabled });
