import { useTranslation } from 'react-i18next';
import type { PaymentMethod, PaymentMethodId } from '@phonehaat/contract';

/** The methods chosen here by radio; cash is not paid on this page, so it is offered below them (CashAtMeetupOption). */
export const PAYABLE_HERE: ReadonlySet<PaymentMethodId> = new Set(['card', 'bkash', 'sslcommerz']);

/** One radio card per method the operator enabled, in their order: name, what it covers, and TEST MODE where it is simulated. */
export function MethodChoice({
  methods,
  chosen,
  onChoose,
}: {
  methods: PaymentMethod[];
  chosen: PaymentMethodId;
  onChoose: (method: PaymentMethodId) => void;
}) {
  const { t } = useTranslation('gateways');
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{t('choose.legend')}</legend>
      {methods.map((method) => (
        <label
          key={method.id}
          className={`flex cursor-pointer items-start gap-3 rounded-box border p-3 transition-colors ${
            chosen === method.id ? 'border-primary bg-primary/5' : 'border-base-300 hover:border-base-content/30'
          }`}
        >
          <input
            type="radio"
            name="payment-method"
            className="radio radio-primary radio-sm mt-0.5"
            value={method.id}
            checked={chosen === method.id}
            onChange={() => onChoose(method.id)}
          />
          <span className="flex min-w-0 flex-col">
            <span className="flex flex-wrap items-center gap-2 font-medium">
              {t(`choose.methods.${method.id}.name`)}
              {/* "Simulated", not "Test mode": the card panel's test-mode note keeps that name. */}
              {method.testMode && <span className="badge badge-warning badge-sm whitespace-nowrap">{t('choose.simulated')}</span>}
            </span>
            <span className="text-sm text-base-content/70">{t(`choose.methods.${method.id}.hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
