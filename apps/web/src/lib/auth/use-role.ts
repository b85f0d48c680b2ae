import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useAuth } from './use-auth.ts';

export const roleQuery = (email: string) =>
  queryOptions({
    queryKey: ['role', email],
    queryFn: async () => {
      const [admin, seller] = await Promise.all([
        api.get<{ isAdmin: boolean }>(`/users/admin/${encodeURIComponent(email)}`),
        api.get<{ isSeller: boolean }>(`/users/seller/${encodeURIComponent(email)}`),
      ]);
      return { isAdmin: admin.isAdmin, isSeller: seller.isSeller };
    },
    staleTime: 60_000,
  });

/** Spec §4: admin and seller flags start false and loading until the server answers. */
export function useRole(): { isAdmin: boolean; isSeller: boolean; loading: boolean } {
  const { user, loading: authLoading } = useAuth();
  const query = useQuery({ ...roleQuery(user?.email ?? ''), enabled: Boolean(user) });
  if (!user) return { isAdmin: false, isSeller: false, loading: authLoading };
  return { isAdmin: query.data?.isAdmin ?? false, isSeller: query.data?.isSeller ?? false, loading: query.isPending };
}
