import { useEffect } from 'react';
import { useUnreadCount } from './api/get-unread-count.ts';

/**
 * Keeps a shown list in step with the bell: the list's answer carries the unread count it was read with,
 * and when the polled count differs (a new notification, or some read elsewhere) the list is read again.
 */
export function useListFollowsCount(listUnread: number | undefined, refetch: () => unknown): void {
  const count = useUnreadCount().data?.unread;
  useEffect(() => {
    if (count !== undefined && listUnread !== undefined && count !== listUnread) void refetch();
  }, [count, listUnread, refetch]);
}
