import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertResult, NewBookingBody } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys } from '../../../lib/query-keys.ts';

/** POST /bookingProduct (spec §7). The server trusts only productId, pickUpLocation and phone. */
export const createBooking = (body: NewBookingBody) => api.post<InsertResult>('/bookingProduct', body);

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // The buyer's bookings (My Orders, in the dashboard) now hold this one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
