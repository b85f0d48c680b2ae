import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryMessages } from '@phonehaat/contract';
import { useErrorText, useMessageText } from '../../lib/i18n/translate-message.ts';
import { useLanguage } from '../../lib/i18n/use-format.ts';
import type en from '../../locales/en/delivery.json';

type ErrorKey = keyof (typeof en)['errors'];

/** The address schema's own messages (the contract's `deliveryAddress`) and the delivery answers', by their English wording. */
const keyOfText = new Map<string, ErrorKey>([
  ['Select a division', 'selectDivision'],
  ['Select a district', 'selectDistrict'],
  ['Area must be at most 80 characters', 'areaTooLong'],
  ['Address must be at most 200 characters', 'streetTooLong'],
  ['Landmark must be at most 120 characters', 'landmarkTooLong'],
  ...(Object.entries(deliveryMessages) as [ErrorKey, string][]).map(([key, text]) => [text, key] as const),
]);

/**
 * A delivery message (a field of the address, a quote or pickup refused) in the page's language: English as
 * sent; Bangla by the delivery catalogue's key, else as every other message (useMessageText: 'Required'…).
 */
export function useDeliveryMessageText() {
  const language = useLanguage();
  const { t } = useTranslation('delivery');
  const messageText = useMessageText();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      if (language === 'en') return message;
      const key = keyOfText.get(message);
      return key ? t(`errors.${key}`) : messageText(message);
    },
    [language, t, messageText],
  );
}

/** A failed call's text (a booking, a quote, a pickup): a delivery message by its key, any other as useErrorText words it. */
export function useDeliveryErrorText() {
  const language = useLanguage();
  const { t } = useTranslation('delivery');
  const errorText = useErrorText();
  return useCallback(
    (error: unknown): string => {
      const key = language === 'bn' && error instanceof Error ? keyOfText.get(error.message) : undefined;
      return key ? t(`errors.${key}`) : errorText(error);
    },
    [language, t, errorText],
  );
}
