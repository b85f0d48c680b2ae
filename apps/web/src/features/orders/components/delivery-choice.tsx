import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BookingMethod } from './booking-form-schema.ts';

const methods: readonly BookingMethod[] = ['meetup', 'courier'];

/** "Meet-up" or "Delivery by courier" (issue 42): two radio cards, the chosen one outlined. */
export function DeliveryChoice({ field, chosen }: { field: UseFormRegisterReturn<'method'>; chosen: BookingMethod }) {
  const { t } = useTranslation('delivery');
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-semibold">{t('booking.how')}</legend>
      {methods.map((method) => (
        <label
          key={method}
          className={`flex cursor-pointer items-start gap-3 rounded-box border p-3 ${chosen === method ? 'border-primary bg-primary/5' : 'border-base-300'}`}
        >
          <input type="radio" className="radio radio-primary radio-sm mt-0.5" value={method} {...field} />
          <span className="flex flex-col gap-0.5">
            <span className="font-medium">{t(`booking.${method}`)}</span>
            <span className="text-xs text-base-content/70">{t(`booking.${method}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
