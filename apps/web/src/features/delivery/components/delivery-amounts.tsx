import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format.ts';

/** "Phone TK x / Delivery TK y / Total TK z": the phone's price apart from the delivery fee (issue 42). */
export function DeliveryAmounts({ priceTk, feeTk, totalTk, className = '' }: { priceTk: number; feeTk: number; totalTk: number; className?: string }) {
  const { t } = useTranslation('delivery');
  const { tk } = useFormat();
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-y-1 ${className}`} data-testid="delivery-amounts">
      <dt>{t('amounts.phone')}</dt>
      <dd className="text-end tabular-nums">{tk(priceTk)}</dd>
      <dt>{t('amounts.delivery')}</dt>
      <dd className="text-end tabular-nums">{tk(feeTk)}</dd>
      <dt className="border-t border-base-300 pt-1 font-semibold">{t('amounts.total')}</dt>
      <dd className="border-t border-base-300 pt-1 text-end font-semibold tabular-nums">{tk(totalTk)}</dd>
    </dl>
  );
}
