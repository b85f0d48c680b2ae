import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { ConversationDetail } from '@phonehaat/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useSetBlocked } from '../api/block-person.ts';
import { useConversationErrorText } from '../use-conversation-error-text.ts';
import { BlockDialog } from './block-dialog.tsx';

/** What the thread is about: the phone (photo, name, price, a link to it; "No longer for sale" once sold or removed). */
function ListingLine({ detail }: { detail: ConversationDetail }) {
  const { t } = useTranslation('conversations');
  const { tk } = useFormat();
  return (
    <div className="flex items-center gap-3">
      <img src={detail.productImage} alt="" className="size-12 shrink-0 rounded-lg bg-base-200 object-contain" />
      <div className="min-w-0 flex-1">
        <Link to={paths.product(detail.productId)} className="link-hover line-clamp-1 font-semibold [overflow-wrap:anywhere]">
          {detail.productName}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <span className="font-bold text-primary">{tk(detail.price)}</span>
          {detail.productGone && <span className="badge badge-ghost badge-sm">{t('thread.gone')}</span>}
        </p>
      </div>
      {detail.orderId && (
        <Link to={paths.order(detail.orderId)} className="btn btn-outline btn-primary btn-sm min-h-11 shrink-0 sm:min-h-8">
          {t('thread.seeOrder')}
        </Link>
      )}
    </div>
  );
}

/**
 * The thread's top (issue 39 §1, §3): the phone it is about (left out where the page shows it, as the order
 * page does), the other person with their phone number once the seller has accepted a booking, and blocking.
 */
export function ThreadHeader({ detail, showListing }: { detail: ConversationDetail; showListing: boolean }) {
  const { t } = useTranslation('conversations');
  const errorText = useConversationErrorText();
  const setBlocked = useSetBlocked(detail.id);
  const [confirming, setConfirming] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const name = detail.other.name;
  const otherRole = detail.role === 'buyer' ? 'seller' : 'buyer';

  const block = (blocked: boolean) =>
    setBlocked.mutate(blocked, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(blocked ? t('block.done', { name }) : t('block.undone', { name }));
      },
      onError: (error) => toast.error(errorText(error)),
    });

  return (
    <header className="flex shrink-0 flex-col gap-2 border-b border-base-300 px-3 py-2 sm:px-4">
      {showListing && <ListingLine detail={detail} />}
      <div className="flex items-center gap-2">
        <Avatar photoURL={detail.other.photo} name={name} className="size-9 text-sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{t(`person.${otherRole}`, { name })}</p>
          {detail.otherPhone && (
            <a
              href={`tel:${detail.otherPhone}`}
              className="link link-primary text-sm font-semibold"
              aria-label={t('thread.call', { name, phone: detail.otherPhone })}
            >
              {detail.otherPhone}
            </a>
          )}
        </div>
        {detail.blocked && <span className="badge badge-error badge-outline badge-sm">{t('list.blocked')}</span>}
        {/* The menu exists only while open: a closed one would still take room past a phone's edge. */}
        <details ref={menu} className="dropdown dropdown-end" onToggle={(event) => setMenuOpen(event.currentTarget.open)}>
          <summary
            className="btn btn-ghost btn-square size-11 list-none"
            aria-label={t('thread.options')}
            title={t('thread.options')}
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden="true">
              <circle cx="5" cy="12" r="1.8" />
              <circle cx="12" cy="12" r="1.8" />
              <circle cx="19" cy="12" r="1.8" />
            </svg>
          </summary>
          {menuOpen && (
            <ul className="menu dropdown-content z-20 mt-1 w-60 rounded-box border border-base-300 bg-base-100 p-1 shadow-lg">
              <li>
                <button
                  type="button"
                  className="min-h-11 h-auto whitespace-normal text-start [overflow-wrap:anywhere]"
                  disabled={setBlocked.isPending}
                  onClick={() => {
                    if (menu.current) menu.current.open = false;
                    if (detail.blocked) block(false);
                    else setConfirming(true);
                  }}
                >
                  {detail.blocked ? t('block.unblock', { name }) : t('block.block', { name })}
                </button>
              </li>
            </ul>
          )}
        </details>
      </div>
      <BlockDialog
        name={name}
        open={confirming}
        busy={setBlocked.isPending}
        onConfirm={() => block(true)}
        onClose={() => setConfirming(false)}
      />
    </header>
  );
}
