import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { latinDigits, type Booking } from '@phonehaat/contract';
import { ApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { confirmSimulatedPayment } from '../api/confirm-simulated.ts';
import { CheckoutForm, type ConfirmResult } from './checkout-form.tsx';
import { useDeclineText } from './decline-text.ts';

/** Digits only (Bangla ones typed as Latin), grouped by four as printed on cards: `4242 4242 4242 4242`. */
export const formatCardNumber = (value: string) =>
  latinDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** `MM/YY` as typed; the slash comes by itself after the month. */
export const formatExpiry = (value: string) => {
  const digits = latinDigits(value).replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** Month and year from `MM/YY`; anything unreadable becomes 0 so the processor names the problem. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  return match ? { expMonth: Number(match[1]), expYear: Number(match[2]) } : { expMonth: 0, expYear: 0 };
}

// What to type is shown in the digits a card carries, in either language.
const CARD_NUMBER_EXAMPLE = '1234 1234 1234 1234';
const CVC_EXAMPLE = '123';

/** Our own card form for the simulated test-mode processor: card number, MM/YY and CVC. */
export default function SimulatedCheckout({ booking, clientSecret }: { booking: Booking; clientSecret: string | undefined }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const id = useId();
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const declineText = useDeclineText();

  async function confirmCard(secret: string): Promise<ConfirmResult> {
    try {
      const confirmed = await confirmSimulatedPayment({ clientSecret: secret, card: { number, ...parseExpiry(expiry), cvc } });
      return { ok: true, transactionId: confirmed.id };
    } catch (error) {
      // A decline names its reason (Stripe's own words); anything else is shown as any failed call.
      if (!(error instanceof ApiError)) return { ok: false, message: t('checkout.failed') };
      return { ok: false, message: declineText(error.message) ?? errorText(error) };
    }
  }

  return (
    <CheckoutForm booking={booking} clientSecret={clientSecret} providerReady confirmCard={confirmCard}>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="sr-only">{t('card.details')}</legend>
        <label className="col-span-2 flex flex-col gap-1" htmlFor={`${id}-number`}>
          <span className="text-sm font-medium">{t('card.number')}</span>
          <input
            id={`${id}-number`}
            className="input w-full font-mono"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder={CARD_NUMBER_EXAMPLE}
            value={number}
            onChange={(event) => setNumber(formatCardNumber(event.target.value))}
          />
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${id}-expiry`}>
          <span className="text-sm font-medium">{t('card.expiry')}</span>
          {/* The monospace font has no Bangla letters: the placeholder (মাস/বছর) is in the page's font. */}
          <input
            id={`${id}-expiry`}
            className="input w-full font-mono placeholder:font-sans"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('card.expiryPlaceholder')}
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          />
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${id}-cvc`}>
          <span className="text-sm font-medium">{t('card.cvc')}</span>
          <input
            id={`${id}-cvc`}
            className="input w-full font-mono"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={CVC_EXAMPLE}
            maxLength={4}
            value={cvc}
            onChange={(event) => setCvc(latinDigits(event.target.value).replace(/\D/g, ''))}
          />
        </label>
      </fieldset>
    </CheckoutForm>
  );
}
