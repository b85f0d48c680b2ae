import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Watchlist } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { watchlistKeys } from '../../../lib/query-keys.ts';
import { watchedIdsKeys, type WatchedIds } from './get-watched-ids.ts';
import { watchlistListKeys } from './get-watchlist.ts';

export interface WatchChange {
  productId: string;
  watched: boolean;
}

/** PUT /watchlist/{productId}: the heart pressed (watched) or pressed again (not). */
export const setWatched = ({ productId, watched }: WatchChange) =>
  api.put<{ watched: boolean }>(`/watchlist/${encodeURIComponent(productId)}`, { watched });

const setWatchedKey = [...watchlistKeys.all, 'set'] as const;

/** The cached ids with one phone in or out; other phones' hearts, pressed meanwhile, are left as they are. */
function showWatched(client: QueryClient, { productId, watched }: WatchChange): void {
  client.setQueryData<WatchedIds>(watchedIdsKeys.all, (data) => {
    if (!data) return data;
    const others = data.productIds.filter((id) => id !== productId);
    return { productIds: watched ? [...others, productId] : others };
  });
}

/**
 * The heart's change, shown at once (the ids every heart reads, and a removal on the watchlist page) and
 * undone if the server refuses it. Once no other change is on its way, both are asked again.
 */
export function useSetWatched() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: setWatchedKey,
    mutationFn: setWatched,
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: watchedIdsKeys.all });
      showWatched(client, change);
      const list = client.getQueryData<Watchlist>(watchlistListKeys.all);
      if (list && !change.watched)
        client.setQueryData<Watchlist>(watchlistListKeys.all, {
          items: list.items.filter((item) => item.productId !== change.productId),
        });
      return { list };
    },
    onError: (_error, change, context) => {
      showWatched(client, { ...change, watched: !change.watched });
      if (context?.list) client.setQueryData(watchlistListKeys.all, context.list);
    },
    // A quick second tap must not be overwritten by the answer to the first: ask again after the last one.
    onSettled: () =>
      client.isMutating({ mutationKey: setWatchedKey }) > 1
        ? undefined
        : Promise.all([
            client.invalidateQueries({ queryKey: watchedIdsKeys.all }),
            client.invalidateQueries({ queryKey: watchlistListKeys.all }),
          ]),
  });
}
