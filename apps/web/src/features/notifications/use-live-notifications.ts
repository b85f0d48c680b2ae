import { useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../lib/query-keys.ts';
import { useUserEvents } from '../../lib/realtime/use-user-events.ts';

const notificationEvents = ['notification'] as const;

/**
 * Issue 39 §2: a new notification shows on the bell (and a shown list) as it is recorded, through the
 * signed-in person's event stream; the 20 s polling (api/get-unread-count.ts) slows to a check a minute meanwhile.
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  useUserEvents(notificationEvents, () => void client.invalidateQueries({ queryKey: notificationKeys.all }));
}
