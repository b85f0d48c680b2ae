import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

interface MenuItem {
  label: string;
  to: string;
}

/** Spec §2: 'MY Orders' for everyone; admin and seller links by role; 'Back Home' last. */
export function menuFor({ isAdmin, isSeller }: { isAdmin: boolean; isSeller: boolean }): MenuItem[] {
  return [
    { label: 'MY Orders', to: paths.myOrders },
    ...(isAdmin
      ? [
          { label: 'All Users', to: paths.allUsers },
          { label: 'All Seller', to: paths.allSeller },
          { label: 'All Products', to: paths.allProducts },
          { label: 'Add Product', to: paths.addProductAdmin },
        ]
      : []),
    ...(isSeller
      ? [
          { label: 'Add Product', to: paths.addProductSeller },
          { label: 'My Products', to: paths.myProducts },
        ]
      : []),
    { label: 'Back Home', to: paths.home },
  ];
}

export function DashboardMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
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
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
