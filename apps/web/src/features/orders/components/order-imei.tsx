import { useTranslation } from 'react-i18next';
import type { Order } from '@phonehaat/contract';

/** The phone's IMEI(s), which the buyer's answer carries once paid, and how to check them with KYD (16002). */
export function OrderImei({ order }: { order: Order }) {
  const { t } = useTranslation('listing');
  if (!order.imei) return null;
  return (
    <section aria-labelledby="order-imei" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="order-imei" className="font-semibold">
        {t('order.imeiTitle')}
      </h2>
      <p className="mt-1 font-mono text-lg tracking-wider" data-testid="order-imei">
        {order.imei}
      </p>
      {order.imei2 && (
        <p className="text-sm">
          {t('order.imei2')}: <span className="font-mono tracking-wider">{order.imei2}</span>
        </p>
      )}
      <p className="mt-2 text-sm text-base-content/80">{t('order.kydHint', { imei: order.imei })}</p>
    </section>
  );
}
