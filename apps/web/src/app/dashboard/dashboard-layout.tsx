import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LanguageSwitch } from '../../components/layouts/language-switch.tsx';
import { Toasts } from '../../components/ui/toasts.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useRole } from '../../lib/auth/use-role.ts';
import { useAttention } from '../../features/orders/api/get-attention.ts';
import { HeaderBell } from '../../features/notifications/index.ts';
import { useMessagesUnread } from '../../features/conversations/index.ts';
import { HeaderMessages } from '../header-messages.tsx';
import { DashboardMenu, menuFor } from './dashboard-menu.tsx';
import { UserCard } from './user-card.tsx';

const DRAWER_ID = 'dashboard-drawer';
/** The brand's name, the same in both languages. */
const BRAND_NAME = 'PhoneHaat';

/**
 * Spec §2 dashboard layout: a top bar with the 'DashBoard' label and a side drawer — always open on
 * wide screens, opened from the top bar on small ones — with the user and the menu for their role.
 */
export function DashboardLayout() {
  const { t } = useTranslation(['dashboard', 'selling']);
  const { user } = useAuth();
  const roles = useRole();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const attention = useAttention(Boolean(user)).data?.count ?? 0;
  // Issue 39: the unread threads, on the menu's Messages entry (the top bar's icon shows them too).
  const unreadMessages = useMessagesUnread(Boolean(user)).data?.unread ?? 0;

  useEffect(() => {
    if (!drawerOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [drawerOpen]);

  return (
    <div className="drawer min-h-screen bg-base-100 lg:drawer-open">
      <input
        id={DRAWER_ID}
        type="checkbox"
        className="drawer-toggle"
        checked={drawerOpen}
        onChange={(event) => setDrawerOpen(event.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content flex min-w-0 flex-col">
        <header className="navbar sticky top-0 z-30 min-h-16 gap-1 border-b border-base-300 bg-base-100/95 px-3 backdrop-blur sm:gap-2 sm:px-6">
          <button
            type="button"
            className="btn btn-square btn-ghost relative lg:hidden"
            aria-label={attention > 0 ? `${t('layout.openMenu')}: ${t('selling:menu.attention', { count: attention })}` : t('layout.openMenu')}
            aria-controls="dashboard-sidebar"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </svg>
            {attention > 0 && (
              <span className="badge badge-warning badge-xs absolute -top-0.5 -right-0.5 font-semibold" aria-hidden="true">
                {attention}
              </span>
            )}
          </button>
          <Link to={paths.home} className="text-lg font-bold text-primary sm:text-xl">
            {BRAND_NAME}
          </Link>
          <span className="badge badge-neutral badge-md font-semibold sm:badge-lg sm:ml-1">{t('layout.badge')}</span>
          {/* Issue 39: the messages icon; issue 38: the notifications' bell, on every dashboard page. */}
          <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
            <HeaderMessages />
            <HeaderBell />
          </div>
        </header>
        <main className="mx-auto w-full max-w-[1440px] flex-1 px-3 py-6 sm:px-6">
          <Outlet />
        </main>
      </div>
      <div className="drawer-side z-40">
        <label htmlFor={DRAWER_ID} aria-label={t('layout.closeMenu')} className="drawer-overlay" />
        <nav id="dashboard-sidebar" aria-label={t('layout.nav')} className="flex min-h-full w-72 flex-col gap-4 bg-base-200 p-4">
          {user && <UserCard user={user} />}
          <DashboardMenu items={menuFor(roles)} onNavigate={() => setDrawerOpen(false)} attention={attention} unreadMessages={unreadMessages} />
          {/* The dashboard has no public header: its drawer offers the other language (a phone's top bar has no room). */}
          <div className="mt-auto border-t border-base-300 pt-4">
            <LanguageSwitch />
          </div>
        </nav>
      </div>
      {/* The public layout has its own container; toasts here follow spec §2's main-flow look. */}
      <Toasts />
    </div>
  );
}
