import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisputeAnswerBody, DisputeBody, Order, Review, ReviewBody } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, productKeys } from '../../../lib/query-keys.ts';
import { orderKeys, orderQuery } from './order-query.ts';

export { orderKeys, orderQuery };

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
export const useAnswerDispute = (id: string) =>
  useOrderAction<DisputeAnswerBody>(id, (body) => api.post<Order>(orderPath(id, 'dispute/answer'), body));
export const useCancelOrder = (id: string) =>
  useOrderAction<{ reason?: string }>(id, (body) => api.post<Order>(orderPath(id, 'cancel'), body));
export const useRateOrder = (id: string) =>
  useOrderAction<ReviewBody>(id, (body) => api.post<Review>(orderPath(id, 'review'), body));
