import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys } from '../../../lib/query-keys.ts';

/** GET /bookingProduct?email= (spec §7): the signed-in buyer's bookings. */
export const getMyBookings = (email: string) => api.get<Booking[]>(`/bookingProduct?email=${encodeURIComponent(email)}`);

export const myBookingsKeys = {
  all: [...bookingKeys.all, 'mine'],
  of: (email: string) => [...myBookingsKeys.all, email] as const,
} as const;

export const myBookingsQuery = (email: string) => queryOptions({ queryKey: myBookingsKeys.of(email), queryFn: () => getMyBookings(email) });

export function useMyBookings(email: string) {
  return useQuery({ ...myBookingsQuery(email), enabled: email !== '' });
}
