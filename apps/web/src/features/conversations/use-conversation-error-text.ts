import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodes, offerMessages } from '@phonehaat/contract';
import { ApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useLanguage } from '../../lib/i18n/use-format.ts';

const codesWithText = [errorCodes.offerNotPending, errorCodes.offerOpen] as const;
type CodeWithText = (typeof codesWithText)[number];
const hasText = (code: string | undefined): code is CodeWithText => codesWithText.includes(code as CodeWithText);

/**
 * A refused offer or message, in the page's language: English as the server words it (it names the
 * offer's state), Bangla by the code from this feature's texts, else as common errors read it (a block,
 * the sending limits, a listing gone).
 */
export function useConversationErrorText() {
  const language = useLanguage();
  const errorText = useErrorText();
  const { t } = useTranslation('conversations');
  return useCallback(
    (error: unknown): string =>
      language !== 'en' && error instanceof ApiError && hasText(error.code) ? t(`errors.${error.code}`) : errorText(error),
    [language, errorText, t],
  );
}

type OfferMessageKey = keyof typeof offerMessages;
const offerKeyOfText = new Map<string, OfferMessageKey>(
  (Object.entries(offerMessages) as [OfferMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** An offer price's field message (the contract's offerAmount), in the page's language. */
export function useOfferFieldText() {
  const { t } = useTranslation('conversations');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (message === undefined) return undefined;
      const key = offerKeyOfText.get(message);
      return key ? t(`offer.errors.${key}`) : message;
    },
    [t],
  );
}
