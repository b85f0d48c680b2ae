import type { RouteObject } from 'react-router';
import { loadPageTexts } from '../lib/i18n/i18n.ts';
import { RequireRole } from '../lib/auth/route-guards.tsx';
import type { PageNamespace } from '../locales/catalogue.ts';

/** A route whose page module (and the page's own texts) load on demand, keeping the first download small. */
export const lazyPage = (
  load: () => Promise<{ default: React.ComponentType }>,
  ...texts: PageNamespace[]
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [page] = await Promise.all([load(), loadPageTexts(...texts)]);
    return { Component: page.default };
  },
});

/** lazyPage for one role only (spec §6): others are sent to sign in or told what the page needs. */
export const lazyRolePage = (
  role: 'admin' | 'Seller',
  load: () => Promise<{ default: React.ComponentType }>,
  ...texts: PageNamespace[]
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [{ default: Page }] = await Promise.all([load(), loadPageTexts(...texts)]);
    return {
      element: (
        <RequireRole role={role}>
          <Page />
        </RequireRole>
      ),
    };
  },
});
