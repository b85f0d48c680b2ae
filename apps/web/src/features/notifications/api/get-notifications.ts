import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';
import { unreadCountKeys, type UnreadCount } from './get-unread-count.ts';

/** GET /notifications: the newest first, `limit` of them, older than the cursor `before` when given. */
export function getNotifications({ before, limit }: { before?: string | undefined; limit: number }): Promise<NotificationPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set('before', before);
  return api.get<NotificationPage>(`/notifications?${query}`);
}

export const notificationListKeys = {
  all: [...notificationKeys.all, 'list'],
  /** The bell's panel: the newest few. */
  latest: (limit: number) => [...notificationKeys.all, 'list', 'latest', limit] as const,
  /** The notifications page, page after page. */
  feed: () => [...notificationKeys.all, 'list', 'feed'] as const,
} as const;

/** The panel shows this many; the page loads this many at a time. */
export const PANEL_SIZE = 8;
export const FEED_PAGE_SIZE = 20;

/** A first page carries the unread count too: the bell takes it, so the two never disagree for long. */
function keepCount(client: QueryClient, page: NotificationPage): NotificationPage {
  client.setQueryData<UnreadCount>(unreadCountKeys.all, { unread: page.unread });
  return page;
}

export const latestNotificationsQuery = (limit = PANEL_SIZE) =>
  queryOptions({
    queryKey: notificationListKeys.latest(limit),
    queryFn: async ({ client }) => keepCount(client, await getNotifications({ limit })),
  });

export const notificationFeedQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationListKeys.feed(),
    queryFn: async ({ client, pageParam }) => {
      const page = await getNotifications({ before: pageParam, limit: FEED_PAGE_SIZE });
      return pageParam === undefined ? keepCount(client, page) : page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

/** The bell panel's newest notifications. */
export const useLatestNotifications = (limit = PANEL_SIZE) => useQuery(latestNotificationsQuery(limit));

/** The notifications page's list, older pages loaded on demand ("Load more"). */
export const useNotificationFeed = () => useInfiniteQuery(notificationFeedQuery());
