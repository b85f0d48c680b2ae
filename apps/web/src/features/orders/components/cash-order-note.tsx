import { useTranslation } from 'react-i18next';
import type { Order } from '@phonehaat/contract';
import { formatMoment } from '../format-deal.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';

/**
 * What a cash order means to the one reading it (decision 0034): before the meet-up, what to do and by
 * when (the buyer pays in hand and shows the code; the seller takes the cash and enters it); after,
 * that it was settled outside PhoneHaat. Nothing for an order paid online.
 */
export function CashOrderNote({ order }: { order: Order }) {
  const { t } = useTranslation('cash');
  const { tk, language } = useFormat();
  if (!order.cash) return null;
  const price = tk(order.price);
  const buyer = order.viewerSides?.includes('buyer') ?? false;
  let text: string | null = null;
  if (order.state === 'cash_agreed' && order.dueAt) {
    const date = formatMoment(order.dueAt, language);
    text = buyer ? t('order.buyerAgreed', { price, date }) : t('order.sellerAgreed', { price, date });
  } else if (order.state === 'completed') {
    text = t('order.completed', { price });
  }
  if (!text) return null;
  return (
    <p
      className={`rounded-box px-4 py-3 text-sm ${order.state === 'completed' ? 'bg-base-200' : 'border border-warning/40 bg-warning/10'}`}
      data-testid="cash-order-note"
    >
      {text}
    </p>
  );
}
