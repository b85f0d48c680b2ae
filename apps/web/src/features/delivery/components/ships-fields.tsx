import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourier } from '../use-courier.ts';
import { TickField } from '../../../components/ui/tick-field.tsx';

type Tick = InputHTMLAttributes<HTMLInputElement>;

interface ShipsFieldsProps {
  /** The "ships" tick: react-hook-form's `register` props or a controlled checkbox's. */
  ships: Tick;
  /** The "cash on delivery" tick, shown only while `shipsChecked`. */
  cod: Tick;
  shipsChecked: boolean;
  className?: string;
}

/**
 * The listing form's delivery ticks (issue 42), under the cash one, in the add and edit forms alike: "I can
 * ship this phone by courier" and, once ticked, "Buyers may pay cash on delivery". Nothing when delivery is off.
 */
export function ShipsFields({ ships, cod, shipsChecked, className = '' }: ShipsFieldsProps) {
  const { t } = useTranslation('delivery');
  if (!useCourier()) return null;
  return (
    <div className={`grid gap-2 ${className}`} data-testid="ships-fields">
      <TickField label={t('listing.ships')} hint={t('listing.shipsHint')} {...ships} />
      {shipsChecked && <TickField className="ms-6" label={t('listing.cod')} hint={t('listing.codHint')} {...cod} />}
    </div>
  );
}
