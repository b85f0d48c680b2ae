import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminOverview } from '@phonehaat/contract';
import { chartColours } from './chart-colours.ts';
import { ChartFigure, NumbersTable } from './chart-figure.tsx';
import { useChartFormat } from './chart-format.ts';
import { usePoisha } from '../../../orders/index.ts';

const kinds = ['held', 'released', 'refunded'] as const;
type Kind = (typeof kinds)[number];
const colours: Record<Kind, string> = {
  held: chartColours.blue,
  released: chartColours.green,
  refunded: chartColours.vermillion,
};

/** Money moved per day (TK): held when buyers pay, released to sellers, refunded to buyers. */
export function MoneyChart({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const poisha = usePoisha();
  const format = useChartFormat();
  const data = overview.moneyPerDay.map((point) => ({
    day: point.day,
    held: point.held / 100,
    released: point.released / 100,
    refunded: point.refunded / 100,
  }));
  const label = (kind: Kind) => t(`overview.money.kinds.${kind}`);
  return (
    <ChartFigure
      className="lg:col-span-2"
      title={t('overview.money.title')}
      summary={t('overview.money.summary', {
        heldNow: poisha(overview.money.heldNow),
        released: poisha(overview.money.released),
        refunded: poisha(overview.money.refunded),
        paidOut: poisha(overview.money.paidOut),
      })}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={format.day} fontSize={11} minTickGap={16} />
            <YAxis tickFormatter={format.compact} fontSize={11} />
            <Tooltip
              labelFormatter={(day) => format.day(String(day))}
              formatter={(value, name) => [poisha(Number(value) * 100), label(name as Kind)]}
            />
            <Legend
              formatter={(name) => <span className="text-base-content">{label(name as Kind)}</span>}
              wrapperStyle={{ fontSize: 12 }}
            />
            {kinds.map((kind) => (
              <Line
                key={kind}
                type="linear"
                dataKey={kind}
                stroke={colours[kind]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <NumbersTable
          caption={t('overview.money.title')}
          columns={[t('overview.day'), ...kinds.map(label)]}
          rows={overview.moneyPerDay.map((point) => [format.day(point.day), ...kinds.map((kind) => poisha(point[kind]))])}
        />
      }
    />
  );
}
