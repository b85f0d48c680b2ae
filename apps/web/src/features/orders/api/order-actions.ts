import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, productKeys } from '../../../lib/query-keys.ts';

const orderPath = (id: string, action: string) => `/orders/${encodeURIComponent(id)}/${action}`;

/** The seller's answers to a booking (POST /orders/{id}/…); each answers the order as the seller now sees it. */
export const acceptOrder = (id: string) => api.post<Order>(orderPath(id, 'accept'), {});
export const declineOrder = ({ id, reason }: { id: string; reason: string }) => api.post<Order>(orderPath(id, 'decline'), { reason });
/** A hand-over carries the seller's ticked NEIR confirmation; the server refuses one without it (decision 0045). */
type Handover = { id: string; neirDeregistered: true };
export const enterHandoverCode = ({ id, code, neirDeregistered }: Handover & { code: string }) =>
  api.post<Order>(orderPath(id, 'handover-code'), { code, neirDeregistered });
export const markOrderSent = ({ id, trackingReference, neirDeregistered }: Handover & { trackingReference: string }) =>
  api.post<Order>(orderPath(id, 'sent'), { trackingReference, neirDeregistered });
/** POST /orders/{id}/pickup (issue 42): the seller books the courier, the phone off their NEIR record first; the answer carries the parcel. */
export const bookPickup = ({ id, neirDeregistered }: Handover) => api.post<Order>(orderPath(id, 'pickup'), { neirDeregistered });
export const cancelOrder = ({ id, reason }: { id: string; reason?: string }) => api.post<Order>(orderPath(id, 'cancel'), reason ? { reason } : {});

/**
 * An order changed: every bookings list and the attention count sit under bookingKeys.all; a refund or
 * a hand-over also changes how the phone shows (Reserved, back on sale), under productKeys.all.
 */
function useOrderMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: bookingKeys.all }), queryClient.invalidateQueries({ queryKey: productKeys.all })]),
  });
}

export const useAcceptOrder = () => useOrderMutation(acceptOrder);
export const useDeclineOrder = () => useOrderMutation(declineOrder);
export const useEnterHandoverCode = () => useOrderMutation(enterHandoverCode);
export const useMarkOrderSent = () => useOrderMutation(markOrderSent);
export const useCancelOrder = () => useOrderMutation(cancelOrder);
export const useBookPickup = () => useOrderMutation(bookPickup);
