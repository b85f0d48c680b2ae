import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unreadCount } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';
import { useUserEventsLive } from '../../../lib/realtime/use-user-events.ts';

export type UnreadCount = z.infer<typeof unreadCount>;

/** GET /notifications/unread-count: the bell's number. */
export const getUnreadCount = () => api.get<UnreadCount>('/notifications/unread-count');

export const unreadCountKeys = { all: [...notificationKeys.all, 'unread-count'] } as const;

/** How often the bell asks again while the tab is visible (issue 38); it also asks when the tab comes back. */
export const UNREAD_REFRESH_MS = 20_000;
/** While the event stream is open (issue 39 §2) new ones arrive through it: a check a minute is enough. */
export const UNREAD_LIVE_REFRESH_MS = 60_000;

/**
 * The count, asked every 20 s while the page is visible: TanStack Query pauses the interval while the tab
 * is hidden (`refetchIntervalInBackground` is off) and asks at once when it is shown again.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: unreadCountKeys.all,
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });

/**
 * The signed-in person's unread count, kept current without a reload: pushed by the event stream while it is
 * open (use-live-notifications.ts), polled every 20 s while it is not. `enabled` false asks nothing (signed out).
 */
export function useUnreadCount(enabled = true) {
  const live = useUserEventsLive();
  return useQuery({ ...unreadCountQuery(), refetchInterval: live ? UNREAD_LIVE_REFRESH_MS : UNREAD_REFRESH_MS, enabled });
}
