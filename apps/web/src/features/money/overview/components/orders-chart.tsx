import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminOverview, OrderState } from '@phonehaat/contract';
import { useFormat } from '../../../../lib/i18n/use-format.ts';
import { chartColours } from './chart-colours.ts';
import { ChartFigure, NumbersTable } from './chart-figure.tsx';
import { useChartFormat } from './chart-format.ts';

/** Eleven states are too many colours for a phone: the chart groups them as a person reads an order's progress. */
export const stateGroups = {
  waiting: ['booked', 'accepted'],
  inProgress: ['paid', 'sent', 'handed_over'],
  disputed: ['disputed'],
  completed: ['completed'],
  refunded: ['refunded'],
  closed: ['declined', 'expired', 'cancelled'],
} as const satisfies Record<string, readonly OrderState[]>;
type StateGroup = keyof typeof stateGroups;
const groups = Object.keys(stateGroups) as StateGroup[];
const colours: Record<StateGroup, string> = {
  waiting: chartColours.orange,
  inProgress: chartColours.sky,
  disputed: chartColours.vermillion,
  completed: chartColours.green,
  refunded: chartColours.purple,
  closed: chartColours.grey,
};

export function groupCounts(states: Record<OrderState, number>): Record<StateGroup, number> {
  return Object.fromEntries(
    groups.map((group) => [group, stateGroups[group].reduce((sum, state) => sum + states[state], 0)]),
  ) as Record<StateGroup, number>;
}

/** Orders booked per day, stacked by where they are now. */
export function OrdersChart({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const { amount } = useFormat();
  const format = useChartFormat();
  const data = overview.ordersPerDay.map((point) => ({ day: point.day, ...groupCounts(point.states) }));
  const totals = Object.fromEntries(groups.map((group) => [group, data.reduce((sum, point) => sum + point[group], 0)])) as Record<
    StateGroup,
    number
  >;
  const total = groups.reduce((sum, group) => sum + totals[group], 0);
  const label = (group: StateGroup) => t(`overview.orders.groups.${group}`);
  return (
    <ChartFigure
      className="lg:col-span-2"
      title={t('overview.orders.title')}
      summary={t('overview.orders.summary', {
        count: total,
        total: amount(total),
        days: amount(overview.days),
        completed: amount(totals.completed),
        inProgress: amount(totals.waiting + totals.inProgress + totals.disputed),
        refunded: amount(totals.refunded),
      })}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={format.day} fontSize={11} minTickGap={16} />
            <YAxis allowDecimals={false} tickFormatter={format.compact} fontSize={11} />
            <Tooltip
              labelFormatter={(day) => format.day(String(day))}
              formatter={(value, name) => [amount(Number(value)), label(name as StateGroup)]}
            />
            <Legend
              formatter={(name) => <span className="text-base-content">{label(name as StateGroup)}</span>}
              wrapperStyle={{ fontSize: 12 }}
            />
            {groups.map((group) => (
              <Bar key={group} dataKey={group} stackId="orders" fill={colours[group]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <NumbersTable
          caption={t('overview.orders.title')}
          columns={[t('overview.day'), ...groups.map(label)]}
          rows={data.map((point) => [format.day(point.day), ...groups.map((group) => amount(point[group]))])}
        />
      }
    />
  );
}
