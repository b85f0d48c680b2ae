import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationItem } from '@phonehaat/contract';
import { useLanguage } from '../../../lib/i18n/use-format.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { formatWhen } from '../format-when.ts';
import { useNotificationText } from '../notification-text.ts';

interface NotificationEntryProps {
  item: NotificationItem;
  /** The moment "5 min ago" counts from, read once by the list. */
  now: number;
  /** The panel's entries keep to two lines of body; the page shows it all. */
  compact?: boolean;
  /** Called as the entry is opened (the panel closes). */
  onOpen?: () => void;
}

/**
 * One notification: a link to what it is about, marked read as it is opened. An unread one has a dot and
 * a tinted background, and says so to screen readers.
 */
export function NotificationEntry({ item, now, compact = false, onOpen }: NotificationEntryProps) {
  const { t } = useTranslation('notifications-ui');
  const language = useLanguage();
  const text = useNotificationText()(item);
  const markRead = useMarkRead();
  const unread = item.readAt === null;
  return (
    <li data-testid="notification" data-unread={unread}>
      <Link
        to={item.link}
        onClick={() => {
          if (unread) markRead.mutate(item);
          onOpen?.();
        }}
        className={`flex min-h-11 gap-3 px-4 py-3 transition-colors hover:bg-base-200 focus-visible:bg-base-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary ${unread ? 'bg-primary/5' : ''}`}
      >
        <span className={`mt-1.5 size-2.5 shrink-0 rounded-full ${unread ? 'bg-primary' : ''}`} aria-hidden="true" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          {unread && <span className="sr-only">{t('list.unread')}</span>}
          <span className={`[overflow-wrap:anywhere] ${unread ? 'font-semibold' : 'font-medium'}`}>{text.title}</span>
          <span className={`text-sm text-base-content/75 [overflow-wrap:anywhere] ${compact ? 'line-clamp-2' : ''}`}>
            {text.body}
          </span>
          <time dateTime={item.createdAt} className="text-xs text-base-content/70">
            {formatWhen(item.createdAt, language, now)}
          </time>
        </span>
      </Link>
    </li>
  );
}
