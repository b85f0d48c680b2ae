import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-format.ts';

/**
 * Stripe's card messages by decline code, as Stripe (and the simulated processor, which copies them) sends
 * them in English. Bangla pages show them from the payments catalogue; English pages as sent.
 */
const stripeMessages = {
  invalidNumber: 'Your card number is invalid.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  pastExpiry: "Your card's expiration date is in the past.",
  expiredCard: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  incorrectCvc: "Your card's security code is incorrect.",
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  notATestCard: 'Your card was declined. Your request was in test mode, but used a non test card.',
} as const;

type DeclineKey = keyof typeof stripeMessages;
const keyOfMessage = new Map<string, DeclineKey>(Object.entries(stripeMessages).map(([key, text]) => [text, key as DeclineKey]));

/** The processor's message in the page's language; `null` for a message it does not know (the caller decides). */
export function useDeclineText() {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return useCallback(
    (message: string): string | null => {
      if (language === 'en') return message;
      const key = keyOfMessage.get(message);
      return key ? t(`declines.${key}`) : null;
    },
    [t, language],
  );
}
