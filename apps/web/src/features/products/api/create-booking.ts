import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertResult, NewBookingBody } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /bookingProduct (spec §7). The server trusts only productId, pickUpLocation and phone. */
export const createBooking = (body: NewBookingBody) => api.post<InsertResult>('/bookingProduct', body);

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
