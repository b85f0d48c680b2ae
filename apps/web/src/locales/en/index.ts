import admin from './admin.json';
import blog from './blog.json';
import dashboard from './dashboard.json';
import listing from './listing.json';
import money from './money.json';
import payments from './payments.json';
// Issue 25: the gateways (method choice, the TEST MODE pages, reconciliation).
import gateways from './gateways.json';
import selling from './selling.json';
import startup from './startup.ts';
// The deal's buyer side and the public seller page (issue 24).
import orders from './orders.json';
import sellers from './sellers.json';
// Cash at the meet-up (issue 25 item 3).
import cash from './cash.json';
// Issue 26: the review queue and reports.
import moderation from './moderation.json';
// Issue 26: a listing's photos (the gallery, the photo picker, the verification photo).
import photos from './photos.json';
// Issue 26: the product page's seller card and similar phones, the hand-over's NEIR line.
import productPage from './product-page.json';
// Issue 26: filters with counts and price guidance.
import filters from './filters.json';
// Sign-in and sign-up's texts, and the product page's share buttons: loaded with those pages.
import auth from './auth.json';
import share from './share.json';
// Issue 36: the help and policy pages, loaded with them.
import help from './help.json';
// Issue 38: the notifications' texts (from the contract) and the bell's and its pages' words.
import notifications from './notifications.ts';
import notificationsUi from './notifications-ui.json';
// Issue 38 §4: the account page.
import account from './account.json';
// Issue 39 §5: the heart's toasts, the watchlist and the saved searches.
import watchlist from './watchlist.json';
// Issue 39: the conversations between buyers and sellers, and the offers.
import conversations from './conversations.json';
// Issue 42: delivery by courier (the listing's ticks, the booking's address and fee, the parcel, its label).
import delivery from './delivery.json';

/**
 * The whole English catalogue, the reference for keys and types. The app loads it in parts: `startup.ts`
 * before the first render, the dashboard's, payment page's and blog's texts with their pages (lib/i18n/i18n.ts).
 */
const en = {
  ...startup,
  dashboard,
  payments,
  blog,
  selling,
  money,
  admin,
  orders,
  sellers,
  cash,
  gateways,
  moderation,
  listing,
  photos,
  'product-page': productPage,
  filters,
  auth,
  share,
  help,
  notifications,
  'notifications-ui': notificationsUi,
  account,
  watchlist,
  conversations,
  delivery,
};
export default en;
