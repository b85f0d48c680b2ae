import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DeleteResult, UpdateResult, User } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

export const getUsers = () => api.get<User[]>('/users');
export const getSellers = () => api.get<User[]>('/seller');

export const userKeys = {
  all: ['users'],
  everyone: () => [...userKeys.all, 'all'] as const,
  sellers: () => [...userKeys.all, 'sellers'] as const,
} as const;

export const usersQuery = () => queryOptions({ queryKey: userKeys.everyone(), queryFn: getUsers });
export const sellersQuery = () => queryOptions({ queryKey: userKeys.sellers(), queryFn: getSellers });

export const useUsers = () => useQuery(usersQuery());
export const useSellers = () => useQuery(sellersQuery());

export const deleteUser = (id: string) => api.delete<DeleteResult>(`/users/${encodeURIComponent(id)}`);
export const verifySeller = (id: string) => api.put<UpdateResult>(`/seller/${encodeURIComponent(id)}`);

const invalidateUsersAndListings = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.all }), queryClient.invalidateQueries({ queryKey: productKeys.all })]);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // A deleted seller's listings leave the catalogue too.
    onSuccess: () => invalidateUsersAndListings(queryClient),
  });
}

export function useVerifySeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySeller,
    // The tick shows on the seller's product cards as well as in the table.
    onSuccess: () => invalidateUsersAndListings(queryClient),
  });
}
