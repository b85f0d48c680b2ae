import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult, UpdateResult, User } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

export const getUsers = () => api.get<User[]>('/users');
export const getSellers = () => api.get<User[]>('/seller');

export const usersQuery = () => queryOptions({ queryKey: ['users', 'all'], queryFn: getUsers });
export const sellersQuery = () => queryOptions({ queryKey: ['users', 'sellers'], queryFn: getSellers });

export const useUsers = () => useQuery(usersQuery());
export const useSellers = () => useQuery(sellersQuery());

export const deleteUser = (id: string) => api.delete<DeleteResult>(`/users/${encodeURIComponent(id)}`);
export const verifySeller = (id: string) => api.put<UpdateResult>(`/seller/${encodeURIComponent(id)}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // A deleted seller's listings leave the catalogue too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['users'] }), queryClient.invalidateQueries({ queryKey: ['products'] })]),
  });
}

export function useVerifySeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySeller,
    // The tick shows on the seller's product cards as well as in the table.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['users'] }), queryClient.invalidateQueries({ queryKey: ['products'] })]),
  });
}
