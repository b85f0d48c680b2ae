import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@phonehaat/contract';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useRole } from '../../lib/auth/use-role.ts';
import { useSellingOrders } from './api/get-selling-orders.ts';
import { SellingOrderCard } from './components/selling-order-card.tsx';

/** States in which the seller has a move to make (the attention count's seller half). */
const waitingForSeller = (order: Order) => order.state === 'booked' || order.state === 'paid';

/**
 * "Bookings on my phones": every booking of the seller's listings as cards, each with the buyer's
 * name, phone and pick-up place, its state and only the actions the server says the seller may take.
 * Every action refreshes the list and the menu's count (order-actions.ts).
 */
export default function BookingsPage() {
  const { t } = useTranslation('selling');
  const orders = useSellingOrders();
  const roles = useRole();
  const list = orders.data?.pages.flat() ?? [];
  const waiting = list.filter(waitingForSeller).length;

  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>{t('bookings.title')}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('bookings.title')}</h1>
        {waiting > 0 && <span className="badge badge-warning font-semibold">{t('bookings.waiting', { count: waiting })}</span>}
      </div>
      <p className="mb-4 text-sm text-base-content/80">{t('bookings.intro')}</p>

      {orders.isPending ? (
        <div className="flex justify-center py-10">
          <span className="loading loading-spinner loading-md text-primary" role="status" aria-label={t('bookings.title')} />
        </div>
      ) : orders.isError ? (
        <div className="rounded-box border border-base-300 py-10 text-center" role="alert">
          <p className="mb-4">{t('bookings.loadError')}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void orders.refetch()}>
            {t('bookings.retry')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-box border border-dashed border-base-300 px-4 py-10 text-center">
          <p className="text-lg font-semibold">{t('bookings.empty')}</p>
          <p className="mx-auto mt-1 max-w-md text-sm text-base-content/80">{t('bookings.emptyHint')}</p>
          {/* A User has no listings yet: the way to sell is to become a Seller first. */}
          {roles.isSeller || roles.isAdmin ? (
            <Link to={paths.myProducts} className="btn btn-primary btn-sm mt-4">
              {t('bookings.myProducts')}
            </Link>
          ) : (
            <Link to={paths.becomeSeller} className="btn btn-primary btn-sm mt-4">
              {t('becomeSeller.button')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('bookings.listLabel')}>
            {list.map((order) => (
              <li key={order._id}>
                <SellingOrderCard order={order} />
              </li>
            ))}
          </ul>
          {orders.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <button type="button" className="btn btn-outline" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
                {orders.isFetchingNextPage && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                {t('bookings.older')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
