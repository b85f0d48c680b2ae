import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { loadPageTexts } from '../../../lib/i18n/i18n.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useLiveNotifications } from '../use-live-notifications.ts';

/** The badge shows at most this, then "99+". */
export const BADGE_MAX = 99;

/** From this width the bell opens its dropdown; narrower (a phone) it opens the notifications page. */
const DROPDOWN_QUERY = '(min-width: 640px)';

/**
 * The panel's code and the notifications' texts: fetched when the pointer comes near the bell or it takes
 * the focus, else on the first open (the browser and i18next keep what they fetched).
 */
const loadPanel = () =>
  Promise.all([import('./notification-panel.tsx'), loadPageTexts('notifications')]).then(([module]) => ({
    default: module.NotificationPanel,
  }));
const NotificationPanel = lazy(loadPanel);

const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(DROPDOWN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const opensDropdown = () => window.matchMedia(DROPDOWN_QUERY).matches;

/**
 * The bell of the top bar and the dashboard's header (issue 38): the unread count, polled (api/get-unread-count.ts),
 * as a badge and in its name ("Notifications, 3 unread"). A link to the notifications page, which on
 * screens from 640 px opens a dropdown of the newest instead.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications-ui');
  const { amount } = useFormat();
  // The bell is on every page of a signed-in person: it follows the event stream for the notifications.
  useLiveNotifications();
  const unread = useUnreadCount().data?.unread ?? 0;
  const dropdown = useSyncExternalStore(subscribeToWidth, opensDropdown, () => false);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();
  // On the notifications page itself the bell is a plain link: the list is the page.
  const asDropdown = dropdown && pathname !== paths.notifications;

  // Closed whenever the page changes (an entry or See all was opened) or the screen narrows.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }
  const shown = open && asDropdown;

  useEffect(() => {
    if (!shown) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [shown]);

  const label = unread > 0 ? t('bell.labelUnread', { unread: amount(unread) }) : t('bell.label');
  return (
    <div ref={root} className="relative">
      <Link
        ref={bell}
        to={paths.notifications}
        className="btn btn-circle btn-ghost relative size-10 sm:size-11"
        aria-label={label}
        aria-expanded={asDropdown ? shown : undefined}
        aria-controls={shown ? panelId : undefined}
        data-testid="notification-bell"
        onPointerEnter={asDropdown ? () => void loadPanel() : undefined}
        onFocus={asDropdown ? () => void loadPanel() : undefined}
        onClick={(event) => {
          if (!asDropdown) return;
          event.preventDefault();
          setOpen((value) => !value);
        }}
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M14.857 17.082a23.848 23.848 0 0 0 5.454-1.31A8.967 8.967 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.967 8.967 0 0 1-2.312 6.022c1.733.64 3.56 1.085 5.455 1.31m5.714 0a24.255 24.255 0 0 1-5.714 0m5.714 0a3 3 0 1 1-5.714 0"
          />
        </svg>
        {unread > 0 && (
          <span
            className="badge badge-error badge-sm absolute top-0.5 right-0 h-5 min-w-5 px-1 text-[0.7rem] leading-none font-bold text-error-content"
            aria-hidden="true"
          >
            {unread > BADGE_MAX ? `${amount(BADGE_MAX)}+` : amount(unread)}
          </span>
        )}
      </Link>
      {shown && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
