import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cashMessages } from '@phonehaat/contract';
import { ApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';

/** A failed cash choice in the page's language: the cash refusal by its own text, the rest as every error. */
export function useCashErrorText() {
  const { t } = useTranslation('cash');
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => (error instanceof ApiError && error.message === cashMessages.notAccepted ? t('errors.notAccepted') : errorText(error)),
    [t, errorText],
  );
}
