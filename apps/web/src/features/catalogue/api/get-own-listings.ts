import { useQuery } from '@tanstack/react-query';
import type { Product } from '@phonehaat/contract';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useRole } from '../../../lib/auth/use-role.ts';
import { myProductsQuery } from '../../listings/index.ts';

/**
 * Whether the signed-in user listed this product; buyers own none and ask nothing. The catalogue's
 * reads carry no token, so their answers cannot say whose a listing is: the seller's own list does.
 */
export function useIsOwnListing(product: Pick<Product, '_id' | 'email'>): boolean {
  const { user } = useAuth();
  const { isAdmin, isSeller } = useRole();
  const own = useQuery({
    ...myProductsQuery(),
    staleTime: 60_000,
    enabled: Boolean(user) && (isAdmin || isSeller),
    select: (listings) => listings.some((listing) => listing._id === product._id),
  });
  if (!user) return false;
  // Answers fetched with the owner's token name the seller's email (contract `product.email`).
  if (product.email && product.email.toLowerCase() === user.email.toLowerCase()) return true;
  return own.data ?? false;
}
