import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';

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
  | 'account';

interface MenuItem {
  label: MenuLabel | SellingMenuLabel | ModerationMenuLabel | 'notifications';
  to: string;
  /**
   * The seller's side of the deal: worded in the `selling` texts; `attention` carries the count of orders
   * waiting. Issue 26's in `moderation`, issue 38's notifications in `notifications-ui`.
   */
  texts?: 'selling' | 'moderation' | 'notifications-ui';
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

const attentionOn = (items: MenuItem[]) => items.find((entry) => entry.attention)?.to ?? paths.myOrders;

/**
 * Spec §2: 'MY Orders' for everyone, then Notifications and My Account (issue 38); admin and seller links by
 * role; 'Back Home' last.
 */
export function menuFor({ isAdmin, isSeller }: { isAdmin: boolean; isSeller: boolean }): MenuItem[] {
  return [
    item('myOrders', paths.myOrders),
    notificationsItem,
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

export function DashboardMenu({ items, onNavigate, attention = 0 }: { items: MenuItem[]; onNavigate: () => void; attention?: number }) {
  const { t } = useTranslation(['dashboard', 'selling', 'moderation', 'notifications-ui']);
  const countOn = attentionOn(items);
  const menuText = (entry: MenuItem) =>
    entry.texts === 'selling'
      ? t(`selling:menu.${entry.label as SellingMenuLabel}`)
      : entry.texts === 'moderation'
        ? t(`moderation:menu.${entry.label as ModerationMenuLabel}`)
        : entry.texts === 'notifications-ui'
          ? t('notifications-ui:menu')
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
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
