import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationTrouble } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';

const troubleKey = [...notificationKeys.all, 'trouble'] as const;

/** GET /admin/notification-trouble: deliveries that failed after their retries, or that a crash left uncertain. */
export const useNotificationTrouble = () =>
  useQuery({ queryKey: troubleKey, queryFn: () => api.get<NotificationTrouble[]>('/admin/notification-trouble') });

/** An admin sends one again; the list is read anew. */
export function useRetryDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<null>(`/admin/notification-trouble/${id}/retry`),
    onSettled: () => client.invalidateQueries({ queryKey: troubleKey }),
  });
}
