import { helpPages } from './help-pages.ts';

/**
 * Every page of the web app, as its router's path patterns (`:name` stands for one path segment): the
 * routes of apps/web/src/app/router.tsx but its catch-all, which shows the not-found page
 * (app/router.test.ts checks that the two lists agree). The server answers any other path with 404 and
 * that page (issue 36), so that a mistyped or dead link is not a page to search engines and link checkers.
 */
export const appPagePatterns: readonly string[] = [
  '/',
  '/home',
  '/products',
  '/products/:id',
  '/category/:id',
  '/signIn',
  '/signUp',
  // Issue 38 §3: account recovery and verification (account.ts `accountPages`).
  '/forgot-password',
  '/reset-password',
  '/blog',
  ...Object.values(helpPages),
  '/sellers/:id',
  '/test-gateway/bkash/:id',
  '/test-gateway/sslcommerz/:id',
  // An email's unsubscribe link (issue 38): no sign-in, kept out of search.
  '/unsubscribe',
  '/dashboard',
  '/dashboard/myOrders',
  '/dashboard/orders/:id',
  '/dashboard/orders/:id/label',
  '/dashboard/allUsers',
  '/dashboard/allSeller',
  '/dashboard/allProducts',
  '/dashboard/addProduct',
  '/dashboard/addProducts',
  '/dashboard/myProducts',
  '/dashboard/payment/:id',
  '/dashboard/bookings',
  '/dashboard/becomeSeller',
  '/dashboard/balance',
  '/dashboard/payouts',
  '/dashboard/overview',
  '/dashboard/reconciliation',
  '/dashboard/disputes',
  '/dashboard/reviewQueue',
  '/dashboard/reports',
  '/dashboard/imeiCollisions',
  '/dashboard/myReports',
  '/dashboard/verify-phone',
  // Issue 38: the bell's page and the notification settings.
  '/dashboard/notifications',
  '/dashboard/notification-settings',
  // Admins: the deliveries that failed or a crash left uncertain.
  '/dashboard/notification-trouble',
  // Issue 38 §4: the own account (own-account.ts `ownAccountPages`).
  '/dashboard/account',
  // Issue 39 §5: the watched phones (the hearts) and the saved /products searches.
  '/dashboard/watchlist',
  '/dashboard/saved-searches',
  // Issue 39 §1: the conversations between buyers and sellers, and one thread.
  '/dashboard/messages',
  '/dashboard/messages/:id',
];

/** A pattern as React Router matches it: letters in any case, one trailing slash allowed. */
const patternExpression = (pattern: string) => `${pattern.replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?`;
const appPagePath = new RegExp(`^(?:${appPagePatterns.map(patternExpression).join('|')})$`, 'i');

/** Whether a path (without its query) is a page of the web app; any other shows the not-found page. */
export const isAppPagePath = (pathname: string): boolean => appPagePath.test(pathname);
