import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';

/** A menu entry's text, by its key in the dashboard catalogue's `menu`. */
type MenuLabel =
  | 'myOrders'
  | 'allUsers'
  | 'allSeller'
  | 'allProducts'
  | 'addProduct'
  | 'myProducts'
  | 'backHome'
  // Issue 24: money and disputes.
  | 'overview'
  | 'disputes'
  | 'payouts'
  | 'balance'
  // Issue 25: the gateways' reconciliation.
  | 'reconciliation'
  // Issue 38 §4: everyone's own account.
  | 'account'
  // Issue 39 §5: everyone's watchlist and saved searches.
  | 'watchlist'
  | 'savedSearches';

interface MenuItem {
  label: MenuLabel | SellingMenuLabel | ModerationMenuLabel | 'notifications' | 'messages';
  to: string;
  /**
   * The seller's side of the deal: worded in the `selling` texts; `attention` carries the count of orders
   * waiting. Issue 26's in `moderation`, issue 38's notifications in `notifications-ui`, issue 39's messages
   * in `conversations` (with the unread threads' count).
   */
  texts?: 'selling' | 'moderation' | 'notifications-ui' | 'conversations';
  attention?: boolean;
}

const item = (label: MenuLabel, to: string): MenuItem => ({ label, to });

// The seller's side of the deal (issue 24): the bookings on their phones (with the attention count), and
// for a User the way to become a Seller. A User's count sits on MY Orders (a buyer's code to show, a phone to pay).
type SellingMenuLabel = 'bookings' | 'becomeSeller';
const sellingItem = (label: SellingMenuLabel, to: string, attention = false): MenuItem => ({ label, to, texts: 'selling', attention });
const sellingItems = ({ isAdmin, isSeller }: { isAdmin: boolean; isSeller: boolean }): MenuItem[] =>
  isSeller || isAdmin ? [sellingItem('bookings', paths.sellingBookings, true)] : [sellingItem('becomeSeller', paths.becomeSeller)];
// Issue 26: the admin's review queue and reports; everyone's own reports.
type ModerationMenuLabel = 'reviewQueue' | 'reports' | 'imeiCollisions' | 'myReports';
const moderationItem = (label: ModerationMenuLabel, to: string): MenuItem => ({ label, to, texts: 'moderation' });

// Issue 38: everyone's notifications (the bell's page; the settings are reached from it).
const notificationsItem: MenuItem = { label: 'notifications', to: paths.notifications, texts: 'notifications-ui' };

// Issue 39: everyone's conversations with buyers and sellers.
const messagesItem: MenuItem = { label: 'messages', to: paths.messages, texts: 'conversations' };

const attentionOn = (items: MenuItem[]) => items.find((entry) => entry.attention)?.to ?? paths.myOrders;

/**
 * Spec §2: 'MY Orders' for everyone, then Messages (issue 39 §1), Notifications, Watchlist and Saved searches (issue 39 §5) and My
 * Account (issue 38); admin and seller links by role; 'Back Home' last.
 */
export function menuFor({ isAdmin, isSeller }: { isAdmin: boolean; isSeller: boolean }): MenuItem[] {
  return [
    item('myOrders', paths.myOrders),
    messagesItem,
    notificationsItem,
    item('watchlist', paths.watchlist),
    item('savedSearches', paths.savedSearches),
    item('account', paths.account),
    ...(isAdmin
      ? [
          item('allUsers', paths.allUsers),
          item('allSeller', paths.allSeller),
          item('allProducts', paths.allProducts),
          item('addProduct', paths.addProductAdmin),
        ]
      : []),
    ...(isSeller
      ? [
          item('addProduct', paths.addProductSeller),
          item('myProducts', paths.myProducts),
        ]
      : []),
    ...sellingItems({ isAdmin, isSeller }),
    // Issue 24: the admin's overview, disputes and payouts; the seller's balance.
    ...(isAdmin ? [item('overview', paths.adminOverview), item('disputes', paths.adminDisputes), item('payouts', paths.adminPayouts), item('reconciliation', paths.adminReconciliation)] : []),
    ...(isSeller ? [item('balance', paths.balance)] : []),
    ...(isAdmin
      ? [
          moderationItem('reviewQueue', paths.adminReviewQueue),
          moderationItem('reports', paths.adminReports),
          moderationItem('imeiCollisions', paths.adminImeiCollisions),
        ]
      : []),
    moderationItem('myReports', paths.myReports),
    item('backHome', paths.home),
  ];
}

export function DashboardMenu({
  items,
  onNavigate,
  attention = 0,
  unreadMessages = 0,
}: {
  items: MenuItem[];
  onNavigate: () => void;
  attention?: number;
  unreadMessages?: number;
}) {
  const { t } = useTranslation(['dashboard', 'selling', 'moderation', 'notifications-ui', 'conversations']);
  const countOn = attentionOn(items);
  const { amount } = useFormat();
  const menuText = (entry: MenuItem) =>
    entry.texts === 'selling'
      ? t(`selling:menu.${entry.label as SellingMenuLabel}`)
      : entry.texts === 'moderation'
        ? t(`moderation:menu.${entry.label as ModerationMenuLabel}`)
        : entry.texts === 'notifications-ui'
          ? t('notifications-ui:menu')
          : entry.texts === 'conversations'
            ? t('conversations:menu')
            : t(`menu.${entry.label as MenuLabel}`);
  return (
    <ul className="menu w-full gap-1 p-0 text-base">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end
            onClick={onNavigate}
            className={({ isActive }) => (isActive ? 'menu-active font-semibold' : '')}
          >
            {menuText(item)}
            {attention > 0 && item.to === countOn && (
              <span className="badge badge-warning badge-sm ml-auto font-semibold" aria-label={t('selling:menu.attention', { count: attention })}>
                {attention}
              </span>
            )}
            {unreadMessages > 0 && item.to === paths.messages && (
              <span
                className="badge badge-primary badge-sm ml-auto font-semibold"
                aria-label={t('conversations:list.unreadThreads', { count: unreadMessages, n: amount(unreadMessages) })}
              >
                {amount(unreadMessages)}
              </span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
