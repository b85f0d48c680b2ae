import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys } from '../../../lib/query-keys.ts';

/** An order is a booking carried on past payment: its key lives under the bookings' root, so My Orders refreshes with it. */
export const orderKeys = {
  all: [...bookingKeys.all, 'order'],
  one: (id: string) => [...orderKeys.all, id] as const,
} as const;

/** GET /orders/{id}: the order with its timeline, ratings and what the viewer may do. */
export const orderQuery = (id: string) =>
  queryOptions({ queryKey: orderKeys.one(id), queryFn: () => api.get<Order>(`/orders/${encodeURIComponent(id)}`) });
