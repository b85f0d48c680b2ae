import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { RequireUser } from '../../lib/auth/route-guards.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { lazyPage, lazyRolePage } from '../lazy-page.tsx';

/**
 * The dashboard (spec §2): not a feature but a place, composed here from the features' pages. Its layout
 * (this folder: the top bar, the drawer with the user and the menu for their role) frames a page of
 * each domain: orders, listings, account, payments, money and moderation.
 */
export const dashboardRoute: RouteObject = {
  path: paths.dashboard,
  lazy: async () => {
    // Every dashboard page reads the dashboard's texts (and its menu the seller's side's, the bell's and the messages'); the payment page its own too.
    const [{ DashboardLayout }] = await Promise.all([
      import('./dashboard-layout.tsx'),
      loadPageTexts('dashboard', 'selling', 'cash', 'moderation', 'listing', 'photos', 'product-page', 'filters', 'notifications-ui', 'conversations', 'delivery'),
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
    { index: true, ...lazyPage(() => import('../../features/orders/my-orders-page.tsx'), 'orders') },
    { path: 'myOrders', ...lazyPage(() => import('../../features/orders/my-orders-page.tsx'), 'orders') },
    // An order's page, for its buyer, its seller and admins (issue 24).
    { path: 'orders/:id', ...lazyPage(() => import('../../features/orders/order-page.tsx'), 'orders') },
    // Issue 42: a courier order's parcel label, printed by its seller or an admin (the page checks which).
    { path: 'orders/:id/label', ...lazyPage(() => import('../../features/orders/order-label-page.tsx')) },
    { path: 'allUsers', ...lazyRolePage('admin', () => import('../../features/account/all-users-page.tsx')) },
    { path: 'allSeller', ...lazyRolePage('admin', () => import('../../features/account/all-sellers-page.tsx')) },
    { path: 'allProducts', ...lazyRolePage('admin', () => import('../../features/listings/all-products-page.tsx')) },
    { path: 'addProduct', ...lazyRolePage('admin', () => import('../../features/listings/add-product-page.tsx')) },
    { path: 'addProducts', ...lazyRolePage('Seller', () => import('../../features/listings/add-product-page.tsx')) },
    { path: 'myProducts', ...lazyRolePage('Seller', () => import('../../features/listings/my-products-page.tsx')) },
    { path: 'payment/:id', ...lazyPage(() => import('../../features/payments/payment-page.tsx'), 'payments', 'gateways') },
    // The seller's side of the deal (issue 24): any signed-in user may open them; the server answers only their own.
    { path: 'bookings', ...lazyPage(() => import('../../features/orders/bookings-page.tsx'), 'selling', 'orders') },
    { path: 'becomeSeller', ...lazyPage(() => import('../../features/account/become-seller-page.tsx'), 'selling') },
    // Issue 24: the seller's balance; the admin's overview (its chart library loads with it only), disputes and payouts.
    { path: 'balance', ...lazyRolePage('Seller', () => import('../../features/money/balance-page.tsx'), 'money') },
    { path: 'payouts', ...lazyRolePage('admin', () => import('../../features/money/admin-payouts-page.tsx'), 'money') },
    { path: 'overview', ...lazyRolePage('admin', () => import('../../features/money/overview/overview-page.tsx'), 'admin') },
    { path: 'reconciliation', ...lazyRolePage('admin', () => import('../../features/payments/reconciliation-page.tsx'), 'gateways', 'orders') },
    { path: 'disputes', ...lazyRolePage('admin', () => import('../../features/orders/disputes/disputes-page.tsx'), 'admin') },
    // Issue 26: the admin's review queue and reports (their texts load with the dashboard's menu); anyone's own reports.
    { path: 'reviewQueue', ...lazyRolePage('admin', () => import('../../features/moderation/review-queue-page.tsx')) },
    { path: 'reports', ...lazyRolePage('admin', () => import('../../features/moderation/reports-page.tsx')) },
    { path: 'imeiCollisions', ...lazyRolePage('admin', () => import('../../features/moderation/imei-collisions-page.tsx')) },
    { path: 'myReports', ...lazyPage(() => import('../../features/moderation/my-reports-page.tsx'), 'moderation') },
    // Issue 38 §3: an email or phone verified, which a seller needs to go live and be paid.
    { path: 'verify-phone', ...lazyPage(() => import('../../features/account/verify-phone-page.tsx'), 'auth') },
    // Issue 38: every role's notifications (the bell's page) and their settings.
    { path: 'notifications', ...lazyPage(() => import('../../features/notifications/notifications-page.tsx'), 'notifications') },
    { path: 'notification-settings', ...lazyPage(() => import('../../features/notifications/notification-settings-page.tsx')) },
    { path: 'notification-trouble', ...lazyRolePage('admin', () => import('../../features/notifications/notification-trouble-page.tsx')) },
    // Issue 38 §4: every role's own account.
    { path: 'account', ...lazyPage(() => import('../../features/account/account-page.tsx'), 'account') },
    // Issue 39 §1: every role's conversations with buyers and sellers, and one thread (their texts load with the menu).
    { path: 'messages', ...lazyPage(() => import('../../features/conversations/messages-page.tsx')) },
    { path: 'messages/:id', ...lazyPage(() => import('../../features/conversations/thread-page.tsx')) },
    // Issue 39 §5: every role's watchlist (the hearts) and saved searches.
    { path: 'watchlist', ...lazyPage(() => import('../../features/watchlist/watchlist-page.tsx'), 'watchlist') },
    { path: 'saved-searches', ...lazyPage(() => import('../../features/watchlist/saved-searches-page.tsx'), 'watchlist') },
  ],
};
