import { useTranslation } from 'react-i18next';
import type { Product } from '@phonehaat/contract';
import { ConditionDefinition } from './condition-grades.tsx';
import { usePlaceText } from './place-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';

/**
 * The product page's specifications table (issue 26): what the seller stated, the condition with its
 * definition, the IMEI's last four digits. A listing made before these fields shows only its place.
 */
export function ListingSpecs({ product }: { product: Product }) {
  const { t } = useTranslation('listing');
  const { amount } = useFormat();
  const placeText = usePlaceText();
  const size = (gb: number) => (gb >= 1024 ? t('sizeTb', { value: amount(gb / 1024) }) : t('sizeGb', { value: amount(gb) }));
  const structured = product.model !== null;
  const rows: [string, React.ReactNode][] = structured
    ? [
        [t('specs.model'), product.model],
        [t('specs.storage'), product.storageGb === null ? t('specs.notGiven') : size(product.storageGb)],
        [t('specs.ram'), product.ramGb === null ? t('specs.notGiven') : size(product.ramGb)],
        [t('specs.colour'), product.colour ?? t('specs.notGiven')],
        [t('specs.condition'), product.condition ? <ConditionDefinition grade={product.condition} /> : t('specs.notGiven')],
        [t('specs.batteryHealth'), product.batteryHealth === null ? t('specs.notGiven') : t('specs.batteryValue', { value: amount(product.batteryHealth) })],
        [t('specs.variant'), product.variant ? t(`variants.${product.variant}`) : t('specs.notGiven')],
        [
          t('specs.included'),
          product.included.length > 0 ? product.included.map((item) => t(`included.${item}`)).join(', ') : t('specs.nothingIncluded'),
        ],
        [
          t('specs.warranty'),
          product.warrantyMonths ? t('specs.warrantyMonths', { count: product.warrantyMonths, n: amount(product.warrantyMonths) }) : t('specs.noWarranty'),
        ],
        [t('specs.imei'), product.imeiLast4 ? t('specs.imeiLast4', { last4: product.imeiLast4 }) : t('specs.notGiven')],
        [t('specs.location'), placeText(product)],
      ]
    : [[t('specs.location'), placeText(product)]];
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
