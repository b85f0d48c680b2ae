import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Watchlist } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { watchlistKeys } from '../../../lib/query-keys.ts';

/** GET /watchlist: the watched phones, each with its price now and when watched, and whether it is still on sale. */
export const getWatchlist = () => api.get<Watchlist>('/watchlist');

export const watchlistListKeys = { all: [...watchlistKeys.all, 'list'] } as const;

export const watchlistQuery = () => queryOptions({ queryKey: watchlistListKeys.all, queryFn: getWatchlist });

export const useWatchlist = () => useQuery(watchlistQuery());
