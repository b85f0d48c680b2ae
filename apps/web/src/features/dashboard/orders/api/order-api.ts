import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisputeBody, Order, Review, ReviewBody } from '@phonehaat/contract';
import { api } from '../../../../lib/api-client.ts';
import { bookingKeys, productKeys } from '../../../../lib/query-keys.ts';

/** An order is a booking carried on past payment: its key lives under the bookings' root, so My Orders refreshes with it. */
export const orderKeys = {
  all: [...bookingKeys.all, 'order'],
  one: (id: string) => [...orderKeys.all, id] as const,
} as const;

/** GET /orders/{id}: the order with its timeline, ratings and what the viewer may do. */
export const orderQuery = (id: string) =>
  queryOptions({ queryKey: orderKeys.one(id), queryFn: () => api.get<Order>(`/orders/${encodeURIComponent(id)}`) });

export const useOrder = (id: string) => useQuery(orderQuery(id));

/** An order action: the answer is the order as the viewer now sees it; the lists that show it reload. */
function useOrderAction<Body>(id: string, post: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: async () => {
      // Bookings (My Orders, this order) and products (a refund puts the phone back on sale; ratings show on cards).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
    },
  });
}

const orderPath = (id: string, action: string) => `/orders/${encodeURIComponent(id)}/${action}`;

export const useConfirmReceived = (id: string) => useOrderAction<void>(id, () => api.post<Order>(orderPath(id, 'received')));
export const useReportProblem = (id: string) =>
  useOrderAction<DisputeBody>(id, (body) => api.post<Order>(orderPath(id, 'dispute'), body));
export const useCancelOrder = (id: string) =>
  useOrderAction<{ reason?: string }>(id, (body) => api.post<Order>(orderPath(id, 'cancel'), body));
export const useRateOrder = (id: string) =>
  useOrderAction<ReviewBody>(id, (body) => api.post<Review>(orderPath(id, 'review'), body));
