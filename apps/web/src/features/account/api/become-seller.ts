import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BecomeSellerAnswer } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /users/me/seller: the signed-in User becomes a Seller. */
export const becomeSeller = () => api.post<BecomeSellerAnswer>('/users/me/seller');

/** Afterwards the role is asked again (lib/auth/use-role.ts keys it under 'role'), so menus and guards update. */
export function useBecomeSeller() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: becomeSeller, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['role'] }) });
}
