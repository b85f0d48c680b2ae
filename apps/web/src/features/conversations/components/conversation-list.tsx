import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { ConversationSummary } from '@phonehaat/contract';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { formatListTime } from '../format-chat-time.ts';
import { UnreadBadge } from './unread-badge.tsx';

/** One thread in the list: the phone, the other person, the last message, when, and how many unread. */
function ConversationRow({ item, now }: { item: ConversationSummary; now: number }) {
  const { t } = useTranslation('conversations');
  const { amount, language } = useFormat();
  const unread = item.unread > 0;
  const otherRole = item.role === 'buyer' ? 'seller' : 'buyer';
  return (
    <li data-testid="conversation" data-unread={unread}>
      <NavLink
        to={paths.conversation(item.id)}
        className={({ isActive }) =>
          `flex min-h-11 gap-3 px-3 py-3 transition-colors hover:bg-base-200 focus-visible:bg-base-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:px-4 ${isActive ? 'bg-base-200' : unread ? 'bg-primary/5' : ''}`
        }
      >
        <img src={item.productImage} alt="" loading="lazy" className="size-14 shrink-0 rounded-lg bg-base-200 object-contain" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate ${unread ? 'font-bold' : 'font-semibold'}`}>{item.productName}</span>
            <time
              dateTime={item.lastMessageAt}
              className={`shrink-0 text-xs ${unread ? 'font-semibold text-primary' : 'text-base-content/70'}`}
            >
              {formatListTime(item.lastMessageAt, language, now)}
            </time>
          </span>
          <span className="flex flex-wrap items-center gap-x-2 text-sm text-base-content/70">
            <span className="truncate">{t(`person.${otherRole}`, { name: item.other.name })}</span>
            {item.productGone && <span className="badge badge-ghost badge-xs">{t('thread.gone')}</span>}
            {item.blocked && <span className="badge badge-error badge-outline badge-xs">{t('list.blocked')}</span>}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className={`truncate text-sm ${unread ? 'font-semibold text-base-content' : 'text-base-content/75'}`}>
              {item.lastMessage ?? (item.lastMessageKind === 'offer' ? t('list.offer') : item.lastMessageKind === 'photo' ? t('list.photo') : '')}
            </span>
            {unread && (
              <>
                <span className="sr-only">{t('list.unread', { count: item.unread, n: amount(item.unread) })}</span>
                <UnreadBadge count={item.unread} />
              </>
            )}
          </span>
        </span>
      </NavLink>
    </li>
  );
}

/** The threads, newest first (the query sorts them), as the Messages page and the thread page's side column show them. */
export function ConversationList({ items, label }: { items: readonly ConversationSummary[]; label: string }) {
  const [now] = useState(() => Date.now());
  return (
    <ul className="divide-y divide-base-300 overflow-hidden rounded-box border border-base-300 bg-base-100" aria-label={label}>
      {items.map((item) => (
        <ConversationRow key={item.id} item={item} now={now} />
      ))}
    </ul>
  );
}
