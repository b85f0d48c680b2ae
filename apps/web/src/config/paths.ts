import { accountPages, helpPages } from '@phonehaat/contract';

/** Every route path of the web app (spec §2), in one place. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  products: '/products',
  product: (id: string) => `/products/${id}`,
  category: (id: string) => `/category/${id}`,
  signUp: '/signUp',
  signIn: '/signIn',
  // Issue 38 §3: account recovery and verification (the server's emails link to the first two).
  forgotPassword: accountPages.forgotPassword,
  resetPassword: accountPages.resetPassword,
  verifyPhone: accountPages.verifyPhone,
  blog: '/blog',
  dashboard: '/dashboard',
  myOrders: '/dashboard/myOrders',
  allUsers: '/dashboard/allUsers',
  addProductAdmin: '/dashboard/addProduct',
  addProductSeller: '/dashboard/addProducts',
  allProducts: '/dashboard/allProducts',
  allSeller: '/dashboard/allSeller',
  myProducts: '/dashboard/myProducts',
  payment: (id: string) => `/dashboard/payment/${id}`,
  // The seller's side of the deal (issue 24).
  sellingBookings: '/dashboard/bookings',
  becomeSeller: '/dashboard/becomeSeller',
  // Issue 24: the seller's money, the admin's overview, disputes and payouts.
  balance: '/dashboard/balance',
  adminOverview: '/dashboard/overview',
  adminDisputes: '/dashboard/disputes',
  adminPayouts: '/dashboard/payouts',
  // Issue 25: the gateways' reconciliation, and the simulated gateways' TEST MODE pages.
  adminReconciliation: '/dashboard/reconciliation',
  testBkash: (paymentId: string) => `/test-gateway/bkash/${encodeURIComponent(paymentId)}`,
  testSslcommerz: (tranId: string) => `/test-gateway/sslcommerz/${encodeURIComponent(tranId)}`,
  // Issue 26: the admin's review queue and reports; everyone's own reports.
  adminReviewQueue: '/dashboard/reviewQueue',
  adminReports: '/dashboard/reports',
  // Issue 36: listings refused for a live IMEI, and who keeps trying (decision 0052).
  adminImeiCollisions: '/dashboard/imeiCollisions',
  myReports: '/dashboard/myReports',
  // Issue 38: the bell's page, the notification settings, and an email's unsubscribe link (no sign-in).
  notifications: '/dashboard/notifications',
  notificationSettings: '/dashboard/notification-settings',
  // Admins: deliveries that failed after their retries, or that a crash left uncertain.
  notificationTrouble: '/dashboard/notification-trouble',
  // Issue 38 §4: the signed-in person's own account (name, photo, email, phone, password, ratings, deleting it).
  account: '/dashboard/account',
  // Issue 39 §5: the phones a person watches (the hearts) and the /products filters they saved.
  watchlist: '/dashboard/watchlist',
  savedSearches: '/dashboard/saved-searches',
  // Issue 39 §1: a person's conversations with buyers and sellers, and one of them.
  messages: '/dashboard/messages',
  conversation: (id: string) => `/dashboard/messages/${encodeURIComponent(id)}`,
  unsubscribe: '/unsubscribe',
  // The deal's buyer side (issue 24).
  order: (id: string) => `/dashboard/orders/${id}`,
  // Issue 42: a courier order's printable parcel label (its seller and admins).
  orderLabel: (id: string) => `/dashboard/orders/${id}/label`,
  seller: (id: string) => `/sellers/${id}`,
  // Help and policy pages (issue 36 item 21): buyer protection, fees, refunds, contact, terms, privacy.
  help: helpPages,
} as const;
