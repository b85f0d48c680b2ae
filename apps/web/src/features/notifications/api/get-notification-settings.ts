import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';

/** GET /notification-settings: every kind and channel the person may choose (SMS for some kinds only), on or off. */
export const getNotificationSettings = () => api.get<NotificationSettings>('/notification-settings');

export const notificationSettingsKeys = { all: [...notificationKeys.all, 'settings'] } as const;

export const notificationSettingsQuery = () =>
  queryOptions({ queryKey: notificationSettingsKeys.all, queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());
