import { useTranslation } from 'react-i18next';
import type { OrderState } from '@phonehaat/contract';

/** Colour by what the state asks: the seller's move (warning), under way (info), done (success), closed (ghost). */
const tone: Record<OrderState, string> = {
  booked: 'badge-warning',
  accepted: 'badge-info',
  paid: 'badge-warning',
  sent: 'badge-info',
  handed_over: 'badge-info',
  disputed: 'badge-error',
  completed: 'badge-success',
  declined: 'badge-ghost',
  expired: 'badge-ghost',
  cancelled: 'badge-ghost',
  refunded: 'badge-ghost',
};

/** An order's state in words (the contract's orderStateLabels, translated). */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation('selling');
  return <span className={`badge h-auto min-h-6 py-0.5 text-center font-semibold ${tone[state]}`}>{t(`states.${state}`)}</span>;
}
