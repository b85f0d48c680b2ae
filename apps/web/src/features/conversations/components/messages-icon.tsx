import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useMessagesUnread } from '../api/get-unread-count.ts';
import { useLiveConversations } from '../use-live-conversations.ts';
import { UnreadBadge } from './unread-badge.tsx';

/**
 * The top bar's messages icon (issue 39 §1): a link to Messages with the number of unread threads, as a
 * badge and in its name ("Messages, 2 unread"). It is on every page of a signed-in person, so it is also
 * where the conversations follow the event stream (new messages and offers show without a reload).
 */
export function MessagesIcon() {
  const { t } = useTranslation('conversations');
  const { amount } = useFormat();
  useLiveConversations();
  const unread = useMessagesUnread().data?.unread ?? 0;
  const label = unread > 0 ? t('icon.labelUnread', { unread: amount(unread) }) : t('icon.label');
  return (
    <Link
      to={paths.messages}
      className="btn btn-circle btn-ghost relative size-10 sm:size-11"
      aria-label={label}
      data-testid="messages-icon"
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M8.625 9.75h6.75m-6.75 3h4.5M21 12c0 4.556-4.03 8.25-9 8.25a9.764 9.764 0 0 1-2.555-.337A5.972 5.972 0 0 1 5.41 20.97a5.969 5.969 0 0 1-.474-.065 4.48 4.48 0 0 0 .978-2.025c.09-.457-.133-.901-.467-1.226C3.93 16.178 3 14.189 3 12c0-4.556 4.03-8.25 9-8.25s9 3.694 9 8.25Z"
        />
      </svg>
      <UnreadBadge count={unread} className="absolute top-0.5 right-0" />
    </Link>
  );
}
