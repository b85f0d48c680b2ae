import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useRole } from '../../../lib/auth/use-role.ts';

/**
 * GET /myProducts: the signed-in seller's (or admin's) own listings. The catalogue's reads carry no
 * token, so their answers cannot say whose a listing is; this one does. Same key as the dashboard's
 * copy, so a listing added or removed there refreshes it.
 */
export const ownListingsQuery = () =>
  queryOptions({ queryKey: ['products', 'mine'], queryFn: () => api.get<Product[]>('/myProducts'), staleTime: 60_000 });

/** Whether the signed-in user listed this product; buyers own none and ask nothing. */
export function useIsOwnListing(product: Pick<Product, '_id' | 'email'>): boolean {
  const { user } = useAuth();
  const { isAdmin, isSeller } = useRole();
  const own = useQuery({
    ...ownListingsQuery(),
    enabled: Boolean(user) && (isAdmin || isSeller),
    select: (listings) => listings.some((listing) => listing._id === product._id),
  });
  if (!user) return false;
  // Answers fetched with the owner's token name the seller's email (contract `product.email`).
  if (product.email && product.email.toLowerCase() === user.email.toLowerCase()) return true;
  return own.data ?? false;
}
