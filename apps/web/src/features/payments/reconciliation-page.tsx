import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationRow } from '@phonehaat/contract';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePoisha } from '../orders/index.ts';
import { useReconciliation, useRetryCheckouts } from './api/reconciliation.ts';
import { HeldPaymentActions } from './components/held-payment-actions.tsx';
import { ParcelMismatches } from './components/parcel-mismatches.tsx';
import { CellPair } from './components/cell-pair.tsx';

/** The admin's reconciliation (issue 25): each gateway checkout's transaction id against the ledger, mismatches flagged. */
export default function ReconciliationPage() {
  const { t } = useTranslation('gateways');
  const [onlyMismatches, setOnlyMismatches] = useState(false);
  const report = useReconciliation(onlyMismatches);
  const retry = useRetryCheckouts();

  return (
    <section>
      <PageTitle>{t('reconciliation.title')}</PageTitle>
      <div className="mb-5 flex max-w-3xl flex-col gap-3">
        <h1 className="text-2xl font-bold">
          {t('reconciliation.title')}
          {report.data && report.data.mismatches > 0 && (
            <span className="badge badge-error ml-2 align-middle whitespace-nowrap">
              {t('reconciliation.mismatches', { count: report.data.mismatches })}
            </span>
          )}
        </h1>
        <p className="text-base-content/70">{t('reconciliation.intro')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="toggle toggle-sm"
              checked={onlyMismatches}
              onChange={(event) => setOnlyMismatches(event.target.checked)}
            />
            <span>{t('reconciliation.onlyMismatches')}</span>
          </label>
          <button type="button" className="btn btn-outline btn-sm" disabled={retry.isPending} onClick={() => retry.mutate()}>
            {retry.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t('reconciliation.retry')}
          </button>
          {retry.data && (
            <span role="status" className="text-sm text-base-content/70">
              {t('reconciliation.retried', { count: retry.data.settled })}
            </span>
          )}
        </div>
      </div>
      {report.isPending ? (
        <Spinner label={t('reconciliation.loading')} />
      ) : report.isError ? (
        <LoadFailed what={t('reconciliation.title')} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : report.data.rows.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-lg text-base-content/80">{t('reconciliation.empty')}</p>
      ) : (
        <ReconciliationTable rows={report.data.rows} />
      )}
      <ParcelMismatches />
    </section>
  );
}

/** A table on wide screens; on a phone each row stacks into a card (the cells label themselves). */
function ReconciliationTable({ rows }: { rows: ReconciliationRow[] }) {
  const { t } = useTranslation('gateways');
  const poisha = usePoisha();
  const money = (value: number | null) => (value === null ? t('reconciliation.none') : poisha(value));
  const columns = ['provider', 'transaction', 'status', 'gateway', 'recorded', 'issue'] as const;
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
          const cells = {
            provider: row.provider,
            transaction: row.transactionId ?? t('reconciliation.none'),
            status: t(`reconciliation.statuses.${row.status}`),
            gateway: money(row.gatewayAmount),
            recorded: money(row.recordedAmount),
          };
          return (
            <tr
              key={row.checkoutId ?? row.transactionId ?? row.bookingId}
              className={`mb-3 grid grid-cols-[7rem_1fr] rounded-box border border-base-300 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b ${row.issue ? 'bg-error/5' : ''}`}
            >
              {(Object.keys(cells) as (keyof typeof cells)[]).map((column) => (
                <CellPair key={column} label={t(`reconciliation.columns.${column}`)}>
                  <span className={column === 'transaction' || column === 'provider' ? 'font-mono text-xs break-all' : ''}>
                    {cells[column]}
                  </span>
                </CellPair>
              ))}
              <CellPair label={t('reconciliation.columns.issue')}>
                {row.issue ? (
                  <div>
                    <span className="badge badge-error badge-soft h-auto py-0.5 text-left">
                      {t(`reconciliation.issues.${row.issue}`)}
                    </span>
                    {row.issue === 'held-for-review' && row.checkoutId && <HeldPaymentActions checkoutId={row.checkoutId} />}
                  </div>
                ) : (
                  <span className="badge badge-success badge-soft">{t('reconciliation.ok')}</span>
                )}
              </CellPair>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
