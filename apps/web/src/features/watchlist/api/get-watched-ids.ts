import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { watchedIds } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { watchlistKeys } from '../../../lib/query-keys.ts';

export type WatchedIds = z.infer<typeof watchedIds>;

/** GET /watchlist/ids: the ids of the phones the person watches, which the hearts on cards need. */
export const getWatchedIds = () => api.get<WatchedIds>('/watchlist/ids');

export const watchedIdsKeys = { all: [...watchlistKeys.all, 'ids'] } as const;

/** Asked once for a page of cards: every heart reads the same answer. */
export const watchedIdsQuery = () => queryOptions({ queryKey: watchedIdsKeys.all, queryFn: getWatchedIds, staleTime: 60_000 });

export const useWatchedIds = () => useQuery(watchedIdsQuery());
