import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { RequireRole, RequireUser } from '../lib/auth/route-guards.tsx';
import { PublicLayout } from '../components/layouts/public-layout.tsx';
import { HomePage } from './home/home-page.tsx';
import { loadPageTexts } from '../lib/i18n/i18n.ts';
import type { PageNamespace } from '../locales/catalogue.ts';
import { pageHintSources } from '../config/page-hints.ts';

/** A route whose page module (and the page's own texts) load on demand, keeping the first download small. */
const lazyPage = (
  load: () => Promise<{ default: React.ComponentType }>,
  ...texts: PageNamespace[]
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [page] = await Promise.all([load(), loadPageTexts(...texts)]);
    return { Component: page.default };
  },
});

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
    element: <PublicLayout />,
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
      { path: '*', ...lazyPage(() => import('./not-found-page.tsx')) },
    ],
  },
  {
    path: paths.dashboard,
    lazy: async () => {
      // Every dashboard page reads the dashboard's texts (and its menu the seller's side's); the payment page its own too.
      const [{ DashboardLayout }] = await Promise.all([
        import('./dashboard/dashboard-layout.tsx'),
        loadPageTexts('dashboard', 'selling', 'cash', 'moderation', 'listing', 'photos', 'product-page', 'filters'),
      ]);
      return {
        element: (
          <RequireUser>
            <DashboardLayout />
          </RequireUser>
        ),
      };
    },
    children: [
      { index: true, ...lazyPage(() => import('../features/orders/my-orders-page.tsx'), 'orders') },
      { path: 'myOrders', ...lazyPage(() => import('../features/orders/my-orders-page.tsx'), 'orders') },
      // An order's page, for its buyer, its seller and admins (issue 24).
      { path: 'orders/:id', ...lazyPage(() => import('../features/orders/order-page.tsx'), 'orders') },
      {
        path: 'allUsers',
        lazy: async () => {
          const { default: Page } = await import('../features/account/all-users-page.tsx');
          return {
            element: (
              <RequireRole role="admin">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: 'allSeller',
        lazy: async () => {
          const { default: Page } = await import('../features/account/all-sellers-page.tsx');
          return {
            element: (
              <RequireRole role="admin">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: 'allProducts',
        lazy: async () => {
          const { default: Page } = await import('../features/listings/all-products-page.tsx');
          return {
            element: (
              <RequireRole role="admin">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: 'addProduct',
        lazy: async () => {
          const { default: Page } = await import('../features/listings/add-product-page.tsx');
          return {
            element: (
              <RequireRole role="admin">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: 'addProducts',
        lazy: async () => {
          const { default: Page } = await import('../features/listings/add-product-page.tsx');
          return {
            element: (
              <RequireRole role="Seller">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: 'myProducts',
        lazy: async () => {
          const { default: Page } = await import('../features/listings/my-products-page.tsx');
          return {
            element: (
              <RequireRole role="Seller">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      { path: 'payment/:id', ...lazyPage(() => import('../features/payments/payment-page.tsx'), 'payments', 'gateways') },
      // The seller's side of the deal (issue 24): any signed-in user may open them; the server answers only their own.
      { path: 'bookings', ...lazyPage(() => import('../features/orders/bookings-page.tsx'), 'selling', 'orders') },
      { path: 'becomeSeller', ...lazyPage(() => import('../features/account/become-seller-page.tsx'), 'selling') },
      // Issue 24: the seller's balance; the admin's overview (its chart library loads with it only), disputes and payouts.
      {
        path: 'balance',
        lazy: async () => {
          const [{ default: Page }] = await Promise.all([import('../features/money/balance-page.tsx'), loadPageTexts('money')]);
          return {
            element: (
              <RequireRole role="Seller">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: 'payouts',
        lazy: async () => {
          const [{ default: Page }] = await Promise.all([
            import('../features/money/admin-payouts-page.tsx'),
            loadPageTexts('money'),
          ]);
          return {
            element: (
              <RequireRole role="admin">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: 'overview',
        lazy: async () => {
          const [{ default: Page }] = await Promise.all([import('../features/money/overview/overview-page.tsx'), loadPageTexts('admin')]);
          return {
            element: (
              <RequireRole role="admin">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: 'reconciliation',
        lazy: async () => {
          const [{ default: Page }] = await Promise.all([
            import('../features/payments/reconciliation-page.tsx'),
            loadPageTexts('gateways'),
          ]);
          return {
            element: (
              <RequireRole role="admin">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: 'disputes',
        lazy: async () => {
          const [{ default: Page }] = await Promise.all([import('../features/orders/disputes/disputes-page.tsx'), loadPageTexts('admin')]);
          return {
            element: (
              <RequireRole role="admin">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      // Issue 26: the admin's review queue and reports (their texts load with the dashboard's menu); anyone's own reports.
      {
        path: 'reviewQueue',
        lazy: async () => {
          const { default: Page } = await import('../features/moderation/review-queue-page.tsx');
          return {
            element: (
              <RequireRole role="admin">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: 'reports',
        lazy: async () => {
          const { default: Page } = await import('../features/moderation/reports-page.tsx');
          return {
            element: (
              <RequireRole role="admin">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: 'imeiCollisions',
        lazy: async () => {
          const { default: Page } = await import('../features/moderation/imei-collisions-page.tsx');
          return {
            element: (
              <RequireRole role="admin">
                <Page />
              </RequireRole>
            ),
          };
        },
      },
      { path: 'myReports', ...lazyPage(() => import('../features/moderation/my-reports-page.tsx'), 'moderation') },
    ],
  },
]);

export const createRouter = () => createBrowserRouter(routes);
