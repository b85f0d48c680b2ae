import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeleted, AccountDeletionCheck } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { ownAccountKeys } from './ratings-as-buyer.ts';

/** GET /users/me/deletion: whether the account may be deleted now, and what stops it (not for admins). */
export const getDeletionCheck = () => api.get<AccountDeletionCheck>('/users/me/deletion');

export const deletionCheckQuery = () => queryOptions({ queryKey: ownAccountKeys.deletionCheck(), queryFn: getDeletionCheck });

export const useDeletionCheck = (enabled: boolean) => useQuery({ ...deletionCheckQuery(), enabled });

/** DELETE /users/me: the account goes; the answer lists what was removed and kept. */
export const deleteOwnAccount = () => api.delete<AccountDeleted>('/users/me');

/** A refusal (409: an order opened or money arrived meanwhile) asks what stops it again. */
export function useDeleteOwnAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnAccount,
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: ownAccountKeys.deletionCheck() })
        : undefined,
  });
}
