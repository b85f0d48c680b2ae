import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { NotificationItem, NotificationPage } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { notificationListKeys } from './get-notifications.ts';
import { unreadCountKeys, type UnreadCount } from './get-unread-count.ts';

type ListData = NotificationPage | InfiniteData<NotificationPage, unknown>;

/**
 * Writes a read into every cached list and the count, without asking again: items `read` marks get
 * `readAt`, and the pages' and the bell's count become `unread`.
 */
function showRead(client: QueryClient, read: (item: NotificationItem) => boolean, unread: (current: number) => number): void {
  const at = new Date().toISOString();
  const page = (data: NotificationPage): NotificationPage => ({
    ...data,
    unread: unread(data.unread),
    items: data.items.map((item) => (item.readAt === null && read(item) ? { ...item, readAt: at } : item)),
  });
  client.setQueriesData<ListData>({ queryKey: notificationListKeys.all }, (data) =>
    data === undefined ? data : 'pages' in data ? { ...data, pages: data.pages.map(page) } : page(data),
  );
  client.setQueryData<UnreadCount>(unreadCountKeys.all, (data) => data && { unread: unread(data.unread) });
}

/** POST /notifications/{id}/read, as the person opens one: shown read at once, the server's count after. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: NotificationItem) => api.post<UnreadCount>(`/notifications/${encodeURIComponent(item.id)}/read`),
    onMutate: (item) => {
      if (item.readAt === null)
        showRead(
          client,
          (other) => other.id === item.id,
          (count) => Math.max(0, count - 1),
        );
    },
    onSuccess: ({ unread }) =>
      showRead(
        client,
        () => false,
        () => unread,
      ),
    // Whatever was shown, the server says what is true.
    onError: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: unreadCountKeys.all }),
        client.invalidateQueries({ queryKey: notificationListKeys.all }),
      ]),
  });
}

/** POST /notifications/read-all. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadCount>('/notifications/read-all'),
    onSuccess: ({ unread }) =>
      showRead(
        client,
        () => true,
        () => unread,
      ),
  });
}
