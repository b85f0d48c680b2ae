import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@phonehaat/contract';
import { accessToken, api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { productKeys } from '../../../lib/query-keys.ts';

/**
 * The public read first (no token: shared caches keep it). A listing not public (waiting for review,
 * rejected, hidden by reports) is not found there; its seller and admins read it with their token.
 */
export async function getProduct(id: string): Promise<Product> {
  const path = `/products/${encodeURIComponent(id)}`;
  try {
    return await api.getPublic<Product>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && accessToken.get()) return api.get<Product>(path);
    throw error;
  }
}

export const productPageKeys = { one: (id: string) => [...productKeys.all, 'one', id] as const };

export const productQuery = (id: string) => queryOptions({ queryKey: productPageKeys.one(id), queryFn: () => getProduct(id) });

export function useProduct(id: string) {
  const query = useQuery(productQuery(id));
  const { user } = useAuth();
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const { refetch } = query;
  // Not public (waiting for review, rejected, hidden): its seller's and admins' alone. The first read
  // may run before the signed-in person's token is there; once they are known, ask once more with it.
  useEffect(() => {
    if (user && missing) void refetch();
  }, [user, missing, refetch]);
  return query;
}
