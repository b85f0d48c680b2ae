import { useTranslation } from 'react-i18next';
import type { Booking, GatewayMethod } from '@phonehaat/contract';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useGatewayCheckout } from '../api/gateway-checkout.ts';

/** bKash or SSLCommerz: one button that opens a checkout and sends the buyer to the gateway's page. */
export function GatewayCheckout({ booking, method }: { booking: Booking; method: GatewayMethod }) {
  const { t } = useTranslation('gateways');
  const { amount } = useFormat();
  const errorText = useErrorText();
  const checkout = useGatewayCheckout();
  // Once the gateway's page is opening the button stays busy: the browser is leaving.
  const busy = checkout.isPending || checkout.isSuccess;

  const go = () =>
    checkout.mutate(
      { bookingId: booking._id, method },
      { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) },
    );

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-base-content/80">
        {t('redirect.note', { price: amount(booking.price), gateway: t(`choose.methods.${method}.name`) })}
      </p>
      <button type="button" className={`btn w-full sm:w-auto sm:self-start sm:px-10 ${method === 'bkash' ? 'btn-secondary' : 'btn-primary'}`} disabled={busy} onClick={go}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {busy ? t('redirect.going') : t(`redirect.${method}`)}
      </button>
      {checkout.isError && (
        <p role="alert" className="font-medium text-error">
          {errorText(checkout.error)}
        </p>
      )}
    </div>
  );
}
