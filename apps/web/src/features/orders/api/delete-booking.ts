import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { myBookingsKeys } from './get-my-bookings.ts';

/** DELETE /bookingsProduct/{id} (spec §7): the buyer cancels a booking. */
export const deleteBooking = (id: string) => api.delete<DeleteResult>(`/bookingsProduct/${encodeURIComponent(id)}`);

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBookingsKeys.all }),
  });
}
