import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { mainLinks } from './nav-links.ts';
import { UserMenu } from './user-menu.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-field px-3 py-2 text-sm font-medium transition-colors hover:bg-base-200 ${isActive ? 'text-primary' : 'text-base-content'}`;

/**
 * What the right side shows: nothing definite until auth has reported, so a signed-in user never sees
 * "Sign In" flash. `signedInActions` (the bell) sits before the avatar, for signed-in people only.
 */
function AccountArea({ signedInActions }: { signedInActions?: ReactNode }) {
  const { user, loading, signOut } = useAuth();
  const { t } = useTranslation();
  if (loading) return <span className="skeleton size-10 rounded-full" role="status" aria-label={t('header.checkingAccount')} />;
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Link to={paths.signUp} className="btn btn-ghost btn-sm hidden sm:inline-flex">
          {t('nav.signUp')}
        </Link>
        <Link to={paths.signIn} className="btn btn-primary btn-sm">
          {t('nav.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-0.5 sm:gap-2">
      <Link to={paths.dashboard} className="btn btn-ghost btn-sm hidden sm:inline-flex">
        {t('nav.dashboard')}
      </Link>
      {signedInActions}
      <UserMenu user={user} onSignOut={() => void signOut()} />
    </div>
  );
}

/** Spec §2 top bar, fixed at the top, 68 px tall. `signedInActions`: see AccountArea. */
export function SiteHeader({ signedInActions }: { signedInActions?: ReactNode }) {
  const { user, loading } = useAuth();
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // Close the phone menu whenever the page changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur">
      {/* Tighter below 640 px: at 360 px the menu button, the logo, the language switch and a Bangla "Sign In" share the row,
          or, signed in, the messages icon, the bell and the avatar (the logo a size smaller below 400 px). */}
      <div className="mx-auto flex h-[68px] max-w-[1440px] items-center gap-1 px-2 sm:gap-2 sm:px-6">
        <button
          type="button"
          className="btn btn-square btn-ghost btn-sm md:hidden"
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((value) => !value)}
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /> : <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />}
          </svg>
        </button>
        <BrandLogo className="max-[399px]:text-base max-[399px]:[&_svg]:size-6" />
        <nav aria-label={t('nav.main')} className="ml-6 hidden items-center gap-1 md:flex">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navLinkClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch />
          <AccountArea signedInActions={signedInActions} />
        </div>
      </div>
      {menuOpen && (
        <nav id={menuId} aria-label={t('nav.main')} className="border-t border-base-300 bg-base-100 px-4 py-3 shadow-lg md:hidden">
          <ul className="grid gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={({ isActive }) => `block ${navLinkClass({ isActive })}`}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {!loading && user && (
              <li>
                <NavLink to={paths.dashboard} className={({ isActive }) => `block ${navLinkClass({ isActive })}`}>
                  {t('nav.dashboard')}
                </NavLink>
              </li>
            )}
            {!loading && !user && (
              <li>
                <NavLink to={paths.signUp} className={({ isActive }) => `block ${navLinkClass({ isActive })}`}>
                  {t('nav.signUp')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
