import { useTranslation } from 'react-i18next';
import type { AdminOverview } from '@phonehaat/contract';
import { usePoisha } from '../../../orders/index.ts';
import { useFormat } from '../../../../lib/i18n/use-format.ts';
import { useChartFormat } from './chart-format.ts';

/** The period's headline figures, readable without the charts. */
export function OverviewStats({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const { amount } = useFormat();
  const poisha = usePoisha();
  const format = useChartFormat();
  const orders = overview.ordersPerDay.reduce((sum, point) => sum + Object.values(point.states).reduce((a, b) => a + b, 0), 0);
  const stats: { key: string; value: string; tone?: string }[] = [
    { key: 'orders', value: amount(orders) },
    { key: 'heldNow', value: poisha(overview.money.heldNow) },
    { key: 'released', value: poisha(overview.money.released) },
    { key: 'refunded', value: poisha(overview.money.refunded) },
    { key: 'paidOut', value: poisha(overview.money.paidOut) },
    {
      key: 'openDisputes',
      value: amount(overview.openDisputes.count),
      ...(overview.openDisputes.count > 0 && { tone: 'text-error' }),
    },
    {
      key: 'medianHandover',
      value:
        overview.handover.medianHours === null
          ? '—'
          : t('overview.handover.hours', { hours: format.hours(overview.handover.medianHours) }),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
      {stats.map((stat) => (
        <div key={stat.key} className="rounded-box border border-base-300 bg-base-100 p-3">
          <dt className="text-xs font-medium text-base-content/70">{t(`overview.stats.${stat.key as 'orders'}`)}</dt>
          <dd className={`mt-1 text-lg font-bold break-words ${stat.tone ?? ''}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
