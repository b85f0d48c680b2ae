import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ParcelMismatch } from '@phonehaat/contract';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useCourier } from '../../delivery/index.ts';
import { formatMoment } from '../../orders/index.ts';
import { useLanguage } from '../../../lib/i18n/use-format.ts';
import { useParcelMismatches } from '../api/reconciliation.ts';
import { CellPair } from './cell-pair.tsx';

/** Reconciliation's parcels (issue 42): each courier parcel whose status disagrees with its order, for an admin to follow up. Nothing when delivery is off. */
export function ParcelMismatches() {
  const { t } = useTranslation('delivery');
  const courier = useCourier();
  const parcels = useParcelMismatches(courier !== null);
  if (!courier) return null;
  return (
    <section aria-labelledby="parcel-mismatches-title" className="mt-8 flex flex-col gap-3" data-testid="parcel-mismatches">
      <div>
        <h2 id="parcel-mismatches-title" className="text-xl font-bold">
          {t('reconciliation.title')}
          {parcels.data && parcels.data.length > 0 && <span className="badge badge-error ms-2 align-middle">{parcels.data.length}</span>}
        </h2>
        <p className="text-base-content/70">{t('reconciliation.intro')}</p>
      </div>
      {parcels.isPending ? (
        <Spinner label={t('reconciliation.loading')} />
      ) : parcels.isError ? (
        <LoadFailed what={t('reconciliation.title')} onRetry={() => void parcels.refetch()} retrying={parcels.isFetching} />
      ) : parcels.data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/80">{t('reconciliation.empty')}</p>
      ) : (
        <MismatchTable rows={parcels.data} />
      )}
    </section>
  );
}

const columns = ['order', 'product', 'orderState', 'courierStatus', 'problem', 'checkedAt'] as const;

/** A table on wide screens; on a phone each row stacks into a card, as the gateways' rows do. */
function MismatchTable({ rows }: { rows: ParcelMismatch[] }) {
  const { t, i18n } = useTranslation(['delivery', 'orders']);
  const language = useLanguage();
  const stateName = (state: string) => (i18n.exists(`orders:state.${state}`) ? t(`orders:state.${state}` as 'orders:state.paid') : state);
  return (
    <table className="table w-full">
      <thead className="hidden md:table-header-group">
        <tr>
          {columns.map((column) => (
            <th key={column}>{t(`reconciliation.columns.${column}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const cells: Record<(typeof columns)[number], React.ReactNode> = {
            order: (
              <Link to={paths.order(row.orderId)} className="link font-mono text-xs break-all">
                {row.orderId}
              </Link>
            ),
            product: row.productName,
            orderState: stateName(row.orderState),
            courierStatus: (
              <span>
                {t(`statuses.${row.parcelStatus}`)}
                <span className="block font-mono text-xs text-base-content/60">
                  {t(`couriers.${row.courier}`)} · {row.rawStatus}
                  {row.consignmentId && ` · ${row.consignmentId}`}
                </span>
              </span>
            ),
            problem: <span className="badge badge-error badge-soft h-auto py-0.5 text-start">{row.problem}</span>,
            checkedAt: row.checkedAt ? formatMoment(row.checkedAt, language) : t('reconciliation.never'),
          };
          return (
            <tr
              key={row.orderId}
              className="mb-3 grid grid-cols-[7rem_1fr] rounded-box border border-base-300 bg-error/5 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b"
            >
              {columns.map((column) => (
                <CellPair key={column} label={t(`reconciliation.columns.${column}`)}>
                  {cells[column]}
                </CellPair>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
