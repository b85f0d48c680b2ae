import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { districtIds, type DistrictId } from '@phonehaat/contract';
import { ApiError } from '../../../lib/api-error.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useDeliveryQuote } from '../api/get-delivery-quote.ts';
import { useDeliveryMessageText } from '../use-delivery-message-text.ts';
import { DeliveryAmounts } from './delivery-amounts.tsx';

/** Typing the area asks again once the typing pauses, not at every key. */
const AREA_PAUSE_MS = 400;

const isDistrict = (value: string): value is DistrictId => (districtIds as readonly string[]).includes(value);

interface DeliveryQuoteCardProps {
  productId: string;
  priceTk: number;
  district: string;
  area: string;
}

/** The fee quoted for the chosen district and area (GET /delivery/quote), apart from the phone's price, with the total and the days. */
export function DeliveryQuoteCard({ productId, priceTk, district, area }: DeliveryQuoteCardProps) {
  const { t } = useTranslation('delivery');
  const { amount } = useFormat();
  const messageText = useDeliveryMessageText();
  const settledArea = useSettled(area.trim(), AREA_PAUSE_MS);
  const quote = useDeliveryQuote(
    isDistrict(district) ? { productId, district, ...(settledArea && { area: settledArea.slice(0, 80) }), cod: 'false' } : null,
  );

  let body: React.ReactNode;
  if (!isDistrict(district)) body = <p className="text-base-content/70">{t('booking.quotePick')}</p>;
  else if (quote.isPending)
    body = (
      <p className="flex items-center gap-2 text-base-content/70">
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        {t('booking.quoteLoading')}
      </p>
    );
  else if (quote.isError)
    body = (
      <p role="alert" className="text-error">
        {quote.error instanceof ApiError && quote.error.status === 409 ? messageText(quote.error.message) : t('booking.quoteFailed')}
      </p>
    );
  else
    body = (
      <>
        <DeliveryAmounts priceTk={priceTk} feeTk={quote.data.feeTk} totalTk={quote.data.totalTk} />
        <p className="text-base-content/70">{t('booking.within', { count: quote.data.deliveryDays, n: amount(quote.data.deliveryDays) })}</p>
      </>
    );

  return (
    <section aria-labelledby="delivery-quote-title" aria-live="polite" className="grid gap-2 rounded-box bg-base-200 p-3 text-sm" data-testid="delivery-quote">
      <h3 id="delivery-quote-title" className="font-semibold">
        {t('amounts.title')}
      </h3>
      {body}
    </section>
  );
}

/** The value once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
