import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminOverview } from '@phonehaat/contract';
import { useFormat } from '../../../../lib/i18n/use-format.ts';
import { chartColours } from './chart-colours.ts';
import { ChartFigure, NumbersTable } from './chart-figure.tsx';
import { useChartFormat } from './chart-format.ts';

/** The brands a phone screen has room for; the table lists them all. */
const SHOWN = 8;
type Part = 'onSale' | 'sold';

/** Listings per brand: on sale and sold, the brands with most on sale first. */
export function BrandsChart({ brands }: { brands: AdminOverview['listingsPerBrand'] }) {
  const { t } = useTranslation('admin');
  const { amount } = useFormat();
  const format = useChartFormat();
  const label = (part: Part) => t(`overview.brands.${part}`);
  const top = brands[0];
  return (
    <ChartFigure
      title={t('overview.brands.title')}
      summary={
        top
          ? t('overview.brands.summary', {
              count: brands.length,
              brands: amount(brands.length),
              brand: top.brand,
              onSale: amount(top.onSale),
            })
          : t('overview.brands.none')
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={brands.slice(0, SHOWN)}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tickFormatter={format.compact} fontSize={11} />
            <YAxis type="category" dataKey="brand" width={84} fontSize={11} interval={0} />
            <Tooltip formatter={(value, name) => [amount(Number(value)), label(name as Part)]} />
            <Legend
              formatter={(name) => <span className="text-base-content">{label(name as Part)}</span>}
              wrapperStyle={{ fontSize: 12 }}
            />
            <Bar dataKey="onSale" stackId="listings" fill={chartColours.blue} isAnimationActive={false} />
            <Bar dataKey="sold" stackId="listings" fill={chartColours.orange} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <NumbersTable
          caption={t('overview.brands.title')}
          columns={[t('overview.brands.brand'), label('onSale'), label('sold')]}
          rows={brands.map((brand) => [brand.brand, amount(brand.onSale), amount(brand.sold)])}
        />
      }
    />
  );
}
