import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, productKeys } from '../../../lib/query-keys.ts';

/**
 * POST /orders/{id}/cash: the buyer chooses cash at the meet-up. The order (under the bookings' root)
 * and the products reload: the phone is now reserved.
 */
export function useChooseCash(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Order>(`/orders/${encodeURIComponent(id)}/cash`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
    },
  });
}
