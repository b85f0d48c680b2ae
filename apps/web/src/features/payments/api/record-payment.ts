import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentRecordAnswer, PaymentRecordBody } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys } from '../../../lib/query-keys.ts';

/** POST /payments (spec §7): price, transactionId, email, bookingId. */
export const recordPayment = (body: PaymentRecordBody) => api.post<PaymentRecordAnswer>('/payments', body);

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    // Booking lists (My Orders) refetch when they next open and show Paid. Nothing refetches now, so
    // the payment page keeps its success message up until it moves on to My Orders.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all, refetchType: 'none' }),
  });
}
