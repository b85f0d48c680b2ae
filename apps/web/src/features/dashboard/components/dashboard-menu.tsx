import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

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
  | 'balance';

interface MenuItem {
  label: MenuLabel;
  to: string;
}

const item = (label: MenuLabel, to: string): MenuItem => ({ label, to });

/** Spec §2: 'MY Orders' for everyone; admin and seller links by role; 'Back Home' last. */
export function menuFor({ isAdmin, isSeller }: { isAdmin: boolean; isSeller: boolean }): MenuItem[] {
  return [
    item('myOrders', paths.myOrders),
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
    // Issue 24: the admin's overview, disputes and payouts; the seller's balance.
    ...(isAdmin ? [item('overview', paths.adminOverview), item('disputes', paths.adminDisputes), item('payouts', paths.adminPayouts)] : []),
    ...(isSeller ? [item('balance', paths.balance)] : []),
    item('backHome', paths.home),
  ];
}

export function DashboardMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const { t } = useTranslation('dashboard');
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
            {t(`menu.${item.label}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
