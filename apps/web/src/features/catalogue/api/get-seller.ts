import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerProfile } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

/** GET /sellers/{id}: public, the same for everyone (no token), under the products' root so new ratings and listings refresh it. */
export const sellerQuery = (id: string) =>
  queryOptions({
    queryKey: [...productKeys.all, 'seller', id] as const,
    queryFn: () => api.getPublic<SellerProfile>(`/sellers/${encodeURIComponent(id)}`),
  });

export const useSeller = (id: string) => useQuery(sellerQuery(id));
