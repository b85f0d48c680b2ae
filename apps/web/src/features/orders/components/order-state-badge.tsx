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

/**
 * An order's state in words, beside the spec's Pay Now / Paid and on the order page. `mayPay`: the
 * viewer is a buyer who may pay now; an unanswered booking then says that paying now reserves the
 * phone, rather than a bare "Waiting for the seller" beside Pay Now (decision 0053).
 */
export function OrderStateBadge({
  state,
  mayPay = false,
  className = '',
}: {
  state: OrderState;
  mayPay?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <span className={`badge badge-soft h-auto min-h-5 whitespace-normal text-left ${tones[state]} ${className}`}>
      {state === 'booked' && mayPay ? t('state.bookedMayPay') : t(`state.${state}`)}
    </span>
  );
}
