import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@phonehaat/contract';
import { api } from '../../../../lib/api-client.ts';
import { bookingKeys } from '../../../../lib/query-keys.ts';

/** GET /orders/selling: every booking of the signed-in seller's listings, newest first. */
export const getSellingOrders = () => api.get<Order[]>('/orders/selling');

export const sellingOrderKeys = { all: [...bookingKeys.all, 'selling'] } as const;

export const sellingOrdersQuery = () => queryOptions({ queryKey: sellingOrderKeys.all, queryFn: getSellingOrders, refetchOnWindowFocus: true });

export const useSellingOrders = () => useQuery(sellingOrdersQuery());
