import { useTranslation } from 'react-i18next';
import type { OrderState } from '@phonehaat/contract';

/** daisyUI tones: waiting on someone (info), money held (warning), a problem (error), done (success), ended (ghost). */
const tones: Record<OrderState, string> = {
  booked: 'badge-info',
  accepted: 'badge-info',
  cash_agreed: 'badge-warning',
  paid: 'badge-warning',
  sent: 'badge-warning',
  handed_over: 'badge-warning',
  disputed: 'badge-error',
  completed: 'badge-success',
  refunded: 'badge-ghost',
  declined: 'badge-ghost',
  expired: 'badge-ghost',
  cancelled: 'badge-ghost',
};

/** An order's state in words, beside the spec's Pay Now / Paid and on the order page. */
export function OrderStateBadge({ state, className = '' }: { state: OrderState; className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`badge badge-soft h-auto min-h-5 whitespace-normal text-left ${tones[state]} ${className}`}>
      {t(`state.${state}`)}
    </span>
  );
}
