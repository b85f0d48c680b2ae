import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { PublicLayout } from '../components/layouts/public-layout.tsx';
import { HomePage } from './home/home-page.tsx';
import { dashboardRoute } from './dashboard/dashboard-routes.tsx';
import { lazyPage } from './lazy-page.tsx';
import { pageHintSources } from '../config/page-hints.ts';
import { HeaderBell } from '../features/notifications/index.ts';
import { HeaderMessages } from './header-messages.tsx';

/**
 * What a lazy route shows while its module loads for the app's first render (a page not rendered on the
 * server: the blog, sign-in, the dashboard): nothing, inside the layout around it, which shows at once.
 * Without one React Router warns on every such load and shows nothing at all, the top bar included.
 */
function PageStarting() {
  return null;
}

/** `list` with PageStarting as the HydrateFallback of each lazy route, at every depth. */
function withHydrateFallbacks(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const children = route.children && withHydrateFallbacks(route.children);
    return { ...route, ...(route.lazy && { HydrateFallback: PageStarting }), ...(children && { children }) } as RouteObject;
  });
}

export const routes: RouteObject[] = withHydrateFallbacks([
  {
    // The top bar's messages icon (issue 39) and bell (issue 38) are their features'; the shared layout only holds their place.
    element: (
      <PublicLayout
        signedInActions={
          <>
            <HeaderMessages />
            <HeaderBell />
          </>
        }
      />
    ),
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.homeAlias, element: <HomePage /> },
      {
        path: paths.products,
        ...lazyPage(() => import('../features/catalogue/products-page.tsx'), ...pageHintSources.products.texts),
      },
      {
        path: '/products/:id',
        ...lazyPage(() => import('../features/catalogue/product-page.tsx'), ...pageHintSources.product.texts),
      },
      {
        path: '/category/:id',
        lazy: async () => {
          const page = await import('../features/catalogue/category-page.tsx');
          return { Component: page.default, ErrorBoundary: page.CategoryError };
        },
      },
      { path: paths.signIn, ...lazyPage(() => import('../features/account/sign-in-page.tsx'), 'auth') },
      { path: paths.signUp, ...lazyPage(() => import('../features/account/sign-up-page.tsx'), 'auth') },
      // Issue 38 §3: a forgotten password, and where the emailed link lands.
      { path: paths.forgotPassword, ...lazyPage(() => import('../features/account/forgot-password-page.tsx'), 'auth') },
      { path: paths.resetPassword, ...lazyPage(() => import('../features/account/reset-password-page.tsx'), 'auth') },
      { path: paths.blog, ...lazyPage(() => import('../features/blog/blog-page.tsx'), 'blog') },
      // The simulated gateways' TEST MODE pages (issue 25): the buyer is sent here instead of to bKash or SSLCommerz.
      { path: '/test-gateway/bkash/:id', ...lazyPage(() => import('../features/test-gateway/bkash-page.tsx'), 'gateways') },
      {
        path: '/test-gateway/sslcommerz/:id',
        ...lazyPage(() => import('../features/test-gateway/sslcommerz-page.tsx'), 'gateways'),
      },
      // A seller's public page (issue 24).
      { path: '/sellers/:id', ...lazyPage(() => import('../features/catalogue/seller-page.tsx'), 'sellers') },
      // Help and policy pages (issue 36 item 21): one page module and one catalogue for all of them.
      ...Object.values(paths.help).map((path) => ({ path, ...lazyPage(() => import('../features/help/help-page.tsx'), 'help') })),
      // An email's "Stop emails like this" link (issue 38): no sign-in.
      { path: paths.unsubscribe, ...lazyPage(() => import('../features/notifications/unsubscribe-page.tsx'), 'notifications-ui') },
      { path: '*', ...lazyPage(() => import('./not-found-page.tsx')) },
    ],
  },
  dashboardRoute,
]);

export const createRouter = () => createBrowserRouter(routes);
