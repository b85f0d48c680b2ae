import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminOverview } from '@phonehaat/contract';
import { useFormat } from '../../../../lib/i18n/use-format.ts';
import { chartColours } from './chart-colours.ts';
import { ChartFigure, NumbersTable } from './chart-figure.tsx';
import { useChartFormat } from './chart-format.ts';

/** The median hours from payment to hand-over, per day of hand-over; days without one leave a gap. */
export function HandoverChart({ handover }: { handover: AdminOverview['handover'] }) {
  const { t } = useTranslation('admin');
  const { amount } = useFormat();
  const format = useChartFormat();
  const hoursText = (value: number | null) =>
    value === null ? '—' : t('overview.handover.hours', { hours: format.hours(value) });
  return (
    <ChartFigure
      className="lg:col-span-2"
      title={t('overview.handover.title')}
      summary={
        handover.medianHours === null
          ? t('overview.handover.none')
          : t('overview.handover.summary', {
              hours: format.hours(handover.medianHours),
              count: handover.count,
              handovers: amount(handover.count),
            })
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={handover.perDay} accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={format.day} fontSize={11} minTickGap={16} />
            <YAxis tickFormatter={format.compact} fontSize={11} />
            <Tooltip
              labelFormatter={(day) => format.day(String(day))}
              formatter={(value) => [hoursText(Number(value)), t('overview.handover.median')]}
            />
            <Line
              type="linear"
              dataKey="medianHours"
              stroke={chartColours.blue}
              strokeWidth={2}
              connectNulls
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <NumbersTable
          caption={t('overview.handover.title')}
          columns={[t('overview.day'), t('overview.handover.median'), t('overview.handover.count')]}
          rows={handover.perDay.map((point) => [format.day(point.day), hoursText(point.medianHours), amount(point.count)])}
        />
      }
    />
  );
}
