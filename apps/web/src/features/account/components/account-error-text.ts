import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ownAccountMessages } from '@phonehaat/contract';
import { ApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';

/** Better Auth's and the API's refusals the account page words itself (account.json `errors`), by their code. */
const accountErrorCodes = [
  'INVALID_PASSWORD',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'PASSWORD_TOO_SHORT',
  'CHANGE_EMAIL_DISABLED',
  'ACCOUNT_NOT_DELETABLE',
] as const;
type AccountErrorCode = (typeof accountErrorCodes)[number];
const isAccountErrorCode = (code: string | undefined): code is AccountErrorCode =>
  accountErrorCodes.some((known) => known === code);

/** A failed call's text: the account page's own wording for the codes above, else the app's (translate-message.ts). */
export function useAccountErrorText() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) =>
      error instanceof ApiError && isAccountErrorCode(error.code) ? t(`errors.${error.code}`) : errorText(error),
    [t, errorText],
  );
}

type OwnAccountMessageKey = keyof typeof ownAccountMessages;
const ownMessageKeys = new Map(
  Object.entries(ownAccountMessages).map(([key, text]) => [text as string, key as OwnAccountMessageKey]),
);

/**
 * A field's message in the page's language: the account forms' own (own-account.ts) by their key here; the
 * others (the spec's, sign-up's) are passed on as sent, which the text field translates itself.
 */
export function useFieldErrorText() {
  const { t } = useTranslation('account');
  return useCallback(
    (message: string | undefined) => {
      const key = message === undefined ? undefined : ownMessageKeys.get(message);
      return key ? t(`formErrors.${key}`) : message;
    },
    [t],
  );
}
