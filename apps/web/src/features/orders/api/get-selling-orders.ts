import { useInfiniteQuery } from '@tanstack/react-query';
import type { Order } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys } from '../../../lib/query-keys.ts';

/** Bookings per page: a busy shop has thousands (decision 0029); older ones come on request. */
export const SELLING_PAGE_SIZE = 50;

/** GET /orders/selling: the signed-in seller's bookings, newest first, a page older than the order `before`. */
export const getSellingOrders = (before?: string) =>
  api.get<Order[]>(`/orders/selling?limit=${SELLING_PAGE_SIZE}${before ? `&before=${encodeURIComponent(before)}` : ''}`);

export const sellingOrderKeys = { all: [...bookingKeys.all, 'selling'] } as const;

/** The pages loaded so far; a full page may have older ones after it. */
export const useSellingOrders = () =>
  useInfiniteQuery({
    queryKey: sellingOrderKeys.all,
    queryFn: ({ pageParam }) => getSellingOrders(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.length === SELLING_PAGE_SIZE ? page.at(-1)?._id : undefined),
    refetchOnWindowFocus: true,
  });
