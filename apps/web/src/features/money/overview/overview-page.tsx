import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useOverview } from './api/get-overview.ts';
import { BrandsChart } from './components/brands-chart.tsx';
import { DisputesChart } from './components/disputes-chart.tsx';
import { HandoverChart } from './components/handover-chart.tsx';
import { MoneyChart } from './components/money-chart.tsx';
import { OrdersChart } from './components/orders-chart.tsx';
import { OverviewStats } from './components/overview-stats.tsx';

const periods = [7, 30, 90] as const;

/**
 * The admin's overview (issue 24). Its charts come from Recharts, which this route alone imports, so
 * that the library is downloaded by admins opening this page and by no one else.
 */
export default function OverviewPage() {
  const { t } = useTranslation('admin');
  const { amount } = useFormat();
  const [days, setDays] = useState<(typeof periods)[number]>(30);
  const overview = useOverview(days);

  return (
    <section>
      <PageTitle>{t('overview.title')}</PageTitle>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('overview.title')}</h1>
          <p className="mt-1 text-base-content/70">{t('overview.intro')}</p>
        </div>
        <div role="group" aria-label={t('overview.period')} className="join">
          {periods.map((value) => (
            <button
              key={value}
              type="button"
              className={`btn join-item btn-sm ${days === value ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={days === value}
              onClick={() => setDays(value)}
            >
              {t('overview.lastDays', { count: value, days: amount(value) })}
            </button>
          ))}
        </div>
      </div>
      {overview.isPending ? (
        <Spinner />
      ) : overview.isError ? (
        <LoadFailed what={t('overview.what')} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <div
          className={`flex flex-col gap-4 ${overview.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={overview.isPlaceholderData}
        >
          <OverviewStats overview={overview.data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <OrdersChart overview={overview.data} />
            <MoneyChart overview={overview.data} />
            <BrandsChart brands={overview.data.listingsPerBrand} />
            <DisputesChart disputes={overview.data.openDisputes} />
            <HandoverChart handover={overview.data.handover} />
          </div>
        </div>
      )}
    </section>
  );
}
