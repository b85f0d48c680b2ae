import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttentionAnswer } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys } from '../../../lib/query-keys.ts';

/** GET /orders/attention: how many orders wait for the signed-in user (new bookings to answer, a code to show…). */
export const getAttention = () => api.get<AttentionAnswer>('/orders/attention');

/** Under the bookings' root: whatever changes an order (here or in another feature) refreshes the count. */
export const attentionKeys = { all: [...bookingKeys.all, 'attention'] } as const;

/** How often the count is asked again while the page is open; it is also asked when the window regains focus. */
export const ATTENTION_REFRESH_MS = 60_000;

export const attentionQuery = () =>
  queryOptions({ queryKey: attentionKeys.all, queryFn: getAttention, refetchInterval: ATTENTION_REFRESH_MS, refetchOnWindowFocus: true, staleTime: 15_000 });

/** The count of orders waiting for this user's action, kept current without a reload. */
export const useAttention = (enabled: boolean) => useQuery({ ...attentionQuery(), enabled });
