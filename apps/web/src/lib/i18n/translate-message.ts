import { accountFormMessages, authMessages, bookingMessages, messages } from '@phonehaat/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-error.ts';
import { useLanguage } from './use-format.ts';

type SpecKey = keyof typeof messages;

/** The spec's fixed texts by their English wording, to find the key of a message the server or zod sent. */
const specKeyOfText = new Map<string, SpecKey>(
  (Object.entries(messages) as [SpecKey, unknown][]).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key] as const] : [])),
);

/** The contract's own form messages beyond the spec's (`common:formErrors`), by their English wording. */
const formKeyOfText = new Map<string, keyof typeof bookingMessages | keyof typeof authMessages | keyof typeof accountFormMessages>(
  [bookingMessages, authMessages, accountFormMessages].flatMap((group) => Object.entries(group).map(([key, text]) => [text, key as keyof typeof group] as const)),
);

/**
 * Shows a message that arrived in English (a server error, a contract form message) in the page's
 * language. English pages show it exactly as sent (the spec's texts); a Bangla page shows the spec text's
 * translation, else the form message's (booking, sign-up), else the error code's, else the message as sent.
 */
export function useMessageText() {
  const language = useLanguage();
  const { t, i18n } = useTranslation(['common', 'spec']);
  return useCallback(
    (message: string, code?: string): string => {
      if (language === 'en') return message;
      const key = specKeyOfText.get(message);
      if (key) return t(`spec:${key}`);
      const formKey = formKeyOfText.get(message);
      if (formKey) return t(`formErrors.${formKey}`);
      if (code && i18n.exists(`errors.${code}`)) return t(`errors.${code}` as 'errors.unknown');
      return message;
    },
    [language, t, i18n],
  );
}

/** The text to show for a failed call: see useMessageText; an error without a message reads as "something went wrong". */
export function useErrorText() {
  const messageText = useMessageText();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) return messageText(error.message, error.code);
      if (error instanceof Error && error.message) return messageText(error.message);
      return t('errors.unknown');
    },
    [messageText, t],
  );
}
