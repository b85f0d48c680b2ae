import { useTranslation } from 'react-i18next';
import { answerKeyOf, specsFieldsOf, type ConditionGrade, type ListingFieldEntry, type Product } from '@phonehaat/contract';
import { ConditionDefinition } from './condition-grades.tsx';
import { usePlaceText } from './place-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';

/**
 * The product page's specifications table (issue 26): a row per listing field whose registry entry shows in
 * the specs (listing-field-registry.ts; `fields` lets a test add one) — what the seller stated, the condition
 * with its definition, the IMEI's last four digits, the place. A listing made before these fields shows only its place.
 */
export function ListingSpecs({ product, fields = specsFieldsOf() }: { product: Product; fields?: readonly ListingFieldEntry[] }) {
  const { t } = useTranslation('listing');
  const text = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const { amount } = useFormat();
  const placeText = usePlaceText();
  const size = (gb: number) => (gb >= 1024 ? t('sizeTb', { value: amount(gb / 1024) }) : t('sizeGb', { value: amount(gb) }));
  const answer = product as unknown as Record<string, unknown>;

  function valueOf(entry: ListingFieldEntry): React.ReactNode {
    const value = answer[answerKeyOf(entry)];
    const format = entry.shows.specs === false ? undefined : entry.shows.specs.format;
    if (format === 'place') return placeText(product);
    if (format === 'months')
      return typeof value === 'number' && value > 0 ? t('specs.warrantyMonths', { count: value, n: amount(value) }) : t('specs.noWarranty');
    if (entry.kind === 'choices') {
      const items = (value as string[] | undefined) ?? [];
      return items.length > 0 ? items.map((item) => text(`${entry.options}.${item}`)).join(', ') : t('specs.nothingIncluded');
    }
    if (value === null || value === undefined || value === '') return t('specs.notGiven');
    if (format === 'size') return size(Number(value));
    if (format === 'percent') return t('specs.batteryValue', { value: amount(Number(value)) });
    if (format === 'last4') return t('specs.imeiLast4', { last4: String(value) });
    if (entry.kind === 'grade') return <ConditionDefinition grade={value as ConditionGrade} />;
    if (entry.kind === 'choice') return text(`${entry.options}.${String(value)}`);
    if (typeof value === 'number') return amount(value);
    return String(value);
  }

  const structured = product.model !== null;
  const shown = structured ? fields : fields.filter((entry) => entry.shows.specs !== false && entry.shows.specs.format === 'place');
  const rows: [string, React.ReactNode][] = shown.map((entry) => [
    text(entry.shows.specs === false ? entry.label : (entry.shows.specs.label ?? entry.label)),
    valueOf(entry),
  ]);
  return (
    <section aria-labelledby="specs" className="rounded-box border border-base-300 p-5">
      <h2 id="specs" className="mb-2 text-lg font-semibold">
        {t('specs.title')}
      </h2>
      <table className="table table-sm">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="w-2/5 align-top font-medium text-base-content/70">
                {label}
              </th>
              <td className="[overflow-wrap:anywhere]">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {product.imeiLast4 && <KydHint />}
    </section>
  );
}

/** How a buyer checks a phone's IMEI with BTRC's KYD service (SMS to 16002). */
function KydHint() {
  const { t } = useTranslation('listing');
  return (
    <div className="mt-4 rounded-box bg-base-200 p-4 text-sm">
      <p className="font-semibold">{t('kyd.title')}</p>
      <p className="mt-1 text-base-content/80">{t('kyd.body')}</p>
    </div>
  );
}
