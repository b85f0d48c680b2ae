import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { NotificationKind, NotificationSetting, OptionalChannel } from '@phonehaat/contract';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useRole } from '../../lib/auth/use-role.ts';
import { useNotificationSettings } from './api/get-notification-settings.ts';
import { useUpdateNotificationSetting } from './api/update-notification-setting.ts';
import { ChannelSwitch } from './components/channel-switch.tsx';
import { PushDeviceToggle } from './components/push-device-toggle.tsx';
import { adminKinds, notificationGroups } from './notification-groups.ts';

const settingKey = (kind: NotificationKind, channel: OptionalChannel) => `${kind}|${channel}`;
/**
 * The columns' order. The channels themselves come from the answer (the contract's `optionalChannels`
 * would bring zod's schemas into this page's download: 12 KB).
 */
const channelOrder: Record<OptionalChannel, number> = { email: 0, sms: 1, push: 2 };

/**
 * /dashboard/notification-settings (issue 38): per kind, a switch for each channel the server offers it by
 * (email, push; SMS for money and hand-over events only), saved as it is flipped.
 */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('notifications-ui');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSetting();
  const { isAdmin } = useRole();

  const chosen = new Map((settings.data?.settings ?? []).map((setting) => [settingKey(setting.kind, setting.channel), setting]));
  const channels = [...new Set((settings.data?.settings ?? []).map((setting) => setting.channel))].sort(
    (a, b) => channelOrder[a] - channelOrder[b],
  );
  const flip = (setting: NotificationSetting) => {
    const change = { ...setting, enabled: !setting.enabled };
    update.mutate(change, {
      onError: () =>
        toast.error(
          t('settings.saveFailed', { kind: t(`kinds.${setting.kind}`), channel: t(`settings.channels.${setting.channel}`) }),
        ),
    });
  };

  return (
    <section className="max-w-3xl">
      <PageTitle>{t('settings.title')}</PageTitle>
      <Link
        to={paths.notifications}
        className="link-hover mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary sm:min-h-0"
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path strokeLinecap="round" strokeLinejoin="round" d="M15 18l-6-6 6-6" />
        </svg>
        {t('settings.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
      <p className="mt-1 text-base-content/70">{t('settings.intro')}</p>
      <p role="note" className="mt-3 rounded-box border border-info/40 bg-info/10 px-4 py-3 text-sm">
        {t('settings.alwaysOn')}
      </p>
      <PushDeviceToggle />
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <div className="mt-4">
          <LoadFailed what={t('settings.what')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        </div>
      ) : (
        notificationGroups.map((group) => {
          const kinds = group.kinds.filter(
            (kind) =>
              (isAdmin || !adminKinds.includes(kind)) && channels.some((channel) => chosen.has(settingKey(kind, channel))),
          );
          if (kinds.length === 0) return null;
          return (
            <section key={group.key} className="mt-6" aria-labelledby={`notification-group-${group.key}`}>
              <h2 id={`notification-group-${group.key}`} className="mb-2 text-lg font-semibold">
                {t(`settings.groups.${group.key}`)}
              </h2>
              <div className="overflow-hidden rounded-box border border-base-300">
                <table className="table w-full">
                  <thead>
                    <tr className="bg-base-200 text-base-content">
                      <th scope="col" className="px-3 sm:px-4">
                        {t('settings.kind')}
                      </th>
                      {channels.map((channel) => (
                        <th key={channel} scope="col" className="w-14 px-0 text-center sm:w-20">
                          {t(`settings.channels.${channel}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {kinds.map((kind) => (
                      <tr key={kind}>
                        <th scope="row" className="px-3 font-normal [overflow-wrap:anywhere] sm:px-4">
                          {t(`kinds.${kind}`)}
                        </th>
                        {channels.map((channel) => {
                          const setting = chosen.get(settingKey(kind, channel));
                          return (
                            <td key={channel} className="px-0 py-0 text-center">
                              {setting ? (
                                <ChannelSwitch
                                  checked={setting.enabled}
                                  aria-label={t('settings.switchLabel', {
                                    kind: t(`kinds.${kind}`),
                                    channel: t(`settings.channels.${channel}`),
                                  })}
                                  onChange={() => flip(setting)}
                                />
                              ) : (
                                <span className="text-base-content/40" title={t('settings.notOffered')}>
                                  <span aria-hidden="true">–</span>
                                  <span className="sr-only">{t('settings.notOffered')}</span>
                                </span>
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })
      )}
    </section>
  );
}
