import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payout, PayoutRequestBody } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { moneyKeys } from './get-balance.ts';

/** POST /payouts: the seller asks to be paid; the balance, ledger and history refresh. */
export const requestPayout = (body: PayoutRequestBody) => api.post<Payout>('/payouts', body);

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
