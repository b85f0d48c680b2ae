import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, PaymentIntentAnswer } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /create-payment-intent (spec §7): the booking is sent as `items`; the server reads its id only. */
export const createPaymentIntent = (booking: Booking) => api.post<PaymentIntentAnswer>('/create-payment-intent', { items: booking });

/** The intent is requested once when the payment page opens (spec §4), and kept while it stays open. */
export const paymentIntentQuery = (booking: Booking) =>
  queryOptions({
    queryKey: ['payment-intent', booking._id],
    queryFn: () => createPaymentIntent(booking),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function usePaymentIntent(booking: Booking | undefined, enabled: boolean) {
  return useQuery({ ...paymentIntentQuery(booking!), enabled: enabled && booking !== undefined });
}
