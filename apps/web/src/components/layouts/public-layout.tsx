import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toasts } from '../ui/toasts.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Spec §2 public layout: fixed 68 px top bar, content in a 1440 px container, footer. `signedInActions`:
 * what the top bar shows a signed-in person beside their avatar (the app gives it the notifications' bell).
 */
export function PublicLayout({ signedInActions }: { signedInActions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-base-100">
      <a href="#main" className="btn btn-primary btn-sm fixed left-2 top-2 z-50 -translate-y-20 focus:translate-y-0">
        {t('header.skipToContent')}
      </a>
      <SiteHeader signedInActions={signedInActions} />
      <main id="main" className="mx-auto w-full max-w-[1440px] flex-1 px-4 pt-[68px] sm:px-6">
        <Outlet />
      </main>
      <SiteFooter />
      <Toasts />
      <ScrollRestoration />
    </div>
  );
}
