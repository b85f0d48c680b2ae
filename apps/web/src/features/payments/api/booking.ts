import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys } from '../../../lib/query-keys.ts';

/** GET /bookingProduct/{id} (spec §7): the booking the payment page is for. */
export const getBooking = (id: string) => api.get<Booking>(`/bookingProduct/${encodeURIComponent(id)}`);

export const bookingPageKeys = { one: (id: string) => [...bookingKeys.all, 'one', id] as const };

export const bookingQuery = (id: string) => queryOptions({ queryKey: bookingPageKeys.one(id), queryFn: () => getBooking(id) });

export function useBooking(id: string) {
  return useQuery(bookingQuery(id));
}
