import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminOverview } from '@phonehaat/contract';
import { useFormat } from '../../../../lib/i18n/use-format.ts';
import { chartColours } from './chart-colours.ts';
import { ChartFigure, NumbersTable } from './chart-figure.tsx';
import { useChartFormat } from './chart-format.ts';

/** Open disputes by how long they have waited; past 72 hours is late by the rules, so it stands out. */
export function DisputesChart({ disputes }: { disputes: AdminOverview['openDisputes'] }) {
  const { t } = useTranslation('admin');
  const { amount } = useFormat();
  const format = useChartFormat();
  const data = disputes.byAge.map((point) => ({ ...point, label: t(`overview.disputes.buckets.${point.bucket}`) }));
  return (
    <ChartFigure
      title={t('overview.disputes.title')}
      summary={
        disputes.count === 0 || disputes.oldestHours === null
          ? t('overview.disputes.none')
          : t('overview.disputes.summary', {
              count: disputes.count,
              disputes: amount(disputes.count),
              hours: format.hours(disputes.oldestHours),
            })
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={11} interval={0} />
            <YAxis allowDecimals={false} tickFormatter={format.compact} fontSize={11} />
            <Tooltip formatter={(value) => [amount(Number(value)), t('overview.disputes.count')]} />
            <Bar dataKey="count" isAnimationActive={false}>
              {data.map((point) => (
                <Cell key={point.bucket} fill={point.bucket === 'over72h' ? chartColours.vermillion : chartColours.orange} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <NumbersTable
          caption={t('overview.disputes.title')}
          columns={[t('overview.disputes.age'), t('overview.disputes.count')]}
          rows={data.map((point) => [point.label, amount(point.count)])}
        />
      }
    />
  );
}
