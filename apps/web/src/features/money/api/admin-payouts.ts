import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Payout } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { moneyKeys } from './get-balance.ts';

/** GET /admin/payouts: payouts waiting to be sent, oldest first. */
export const adminPayoutsQuery = () => queryOptions({ queryKey: moneyKeys.adminPayouts(), queryFn: () => api.get<Payout[]>('/admin/payouts') });
export const useAdminPayouts = () => useQuery(adminPayoutsQuery());

/** POST /payouts/:id/paid with the transfer's reference. */
export const markPayoutPaid = ({ id, reference }: { id: string; reference: string }) => api.post<Payout>(`/payouts/${id}/paid`, { reference });

export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPayoutPaid,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.adminPayouts() }),
  });
}
