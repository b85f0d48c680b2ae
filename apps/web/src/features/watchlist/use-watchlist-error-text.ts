import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SAVED_SEARCHES, savedSearchMessages, watchlistMessages } from '@phonehaat/contract';
import { ApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';

type WatchlistMessageKey = keyof typeof watchlistMessages | keyof typeof savedSearchMessages;

/** The watchlist's and saved searches' refusals by their English wording (the contract's), to word them by key. */
const keyOfMessage = new Map<string, WatchlistMessageKey>(
  [watchlistMessages, savedSearchMessages].flatMap((group) =>
    Object.entries(group).map(([key, text]) => [text, key as WatchlistMessageKey] as const),
  ),
);

/** A failed heart or saved search in the page's language: the contract's refusals by key, anything else as usual. */
export function useWatchlistErrorText(): (error: unknown) => string {
  const { t } = useTranslation('watchlist');
  const { amount } = useFormat();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      const key = error instanceof ApiError ? keyOfMessage.get(error.message) : undefined;
      return key ? t(`errors.${key}`, { max: amount(MAX_SAVED_SEARCHES) }) : errorText(error);
    },
    [t, amount, errorText],
  );
}
