import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSetting, NotificationSettings } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { notificationSettingsKeys } from './get-notification-settings.ts';

/** PUT /notification-settings with one choice; the answer is every setting as stored. */
export const putNotificationSetting = (setting: NotificationSetting) =>
  api.put<NotificationSettings>('/notification-settings', { settings: [setting] });

const withSetting = (data: NotificationSettings, chosen: NotificationSetting): NotificationSettings => ({
  settings: data.settings.map((setting) =>
    setting.kind === chosen.kind && setting.channel === chosen.channel ? { ...setting, enabled: chosen.enabled } : setting,
  ),
});

/**
 * One switch, saved as it is flipped: shown at once; on failure that switch alone goes back (others may be
 * on their way). The stored answer replaces the list once no other change is in flight, so a slower
 * answer never flips back a switch touched since.
 */
export function useUpdateNotificationSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: notificationSettingsKeys.all,
    mutationFn: putNotificationSetting,
    onMutate: async (chosen) => {
      await client.cancelQueries({ queryKey: notificationSettingsKeys.all });
      client.setQueryData<NotificationSettings>(notificationSettingsKeys.all, (data) => data && withSetting(data, chosen));
    },
    onError: (_error, chosen) =>
      client.setQueryData<NotificationSettings>(
        notificationSettingsKeys.all,
        (data) => data && withSetting(data, { ...chosen, enabled: !chosen.enabled }),
      ),
    onSuccess: (stored) => {
      if (client.isMutating({ mutationKey: notificationSettingsKeys.all }) <= 1)
        client.setQueryData(notificationSettingsKeys.all, stored);
    },
  });
}
