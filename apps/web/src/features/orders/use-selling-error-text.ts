import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { becomeSellerMessages, errorCodes, listingMessages } from '@phonehaat/contract';
import { ApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useLanguage } from '../../lib/i18n/use-format.ts';

type MessageKey = keyof typeof listingMessages | keyof typeof becomeSellerMessages;

/** The server's English texts of this feature's refusals, to find their Bangla. */
const keyOfText = new Map<string, MessageKey>(
  (Object.entries({ ...listingMessages, ...becomeSellerMessages }) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);
const codesWithText = [errorCodes.handoverCodeWrong, errorCodes.handoverCodeLocked, errorCodes.orderWrongState] as const;
type CodeWithText = (typeof codesWithText)[number];
const hasText = (code: string | undefined): code is CodeWithText => codesWithText.includes(code as CodeWithText);

/**
 * A failed order or listing action's text: English as the server sent it (a wrong code, the lock, the
 * state the order is in), Bangla by the message or code from this feature's catalogue, else as common
 * errors read it.
 */
export function useSellingErrorText() {
  const language = useLanguage();
  const errorText = useErrorText();
  const { t } = useTranslation('selling');
  return useCallback(
    (error: unknown): string => {
      if (language !== 'en' && error instanceof ApiError) {
        const key = keyOfText.get(error.message);
        if (key) return t(`messages.${key}`);
        if (hasText(error.code)) return t(`messages.${error.code}`);
      }
      return errorText(error);
    },
    [language, errorText, t],
  );
}
