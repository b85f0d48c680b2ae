import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult, UpdateResult } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';
import { userKeys } from './get-users.ts';

/** DELETE /users/{id} (admin). */
export const deleteUser = (id: string) => api.delete<DeleteResult>(`/users/${encodeURIComponent(id)}`);
/** PUT /seller/{id}: mark a seller verified (admin). */
export const verifySeller = (id: string) => api.put<UpdateResult>(`/seller/${encodeURIComponent(id)}`);

/**
 * Both change the users lists and the listings: a deleted seller's listings leave the catalogue, and a
 * verified seller's tick shows on their product cards.
 */
function useUserMutation<TResult>(mutationFn: (id: string) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.all }), queryClient.invalidateQueries({ queryKey: productKeys.all })]),
  });
}

export const useDeleteUser = () => useUserMutation(deleteUser);
export const useVerifySeller = () => useUserMutation(verifySeller);
