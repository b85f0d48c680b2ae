import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@phonehaat/contract';
import { formatAmount, formatTk } from '../../lib/i18n/format.ts';
import { useLanguage } from '../../lib/i18n/use-format.ts';

/**
 * A notification's title and body in the page's language, from the `notifications` texts (the contract's,
 * as the emails say them): an amount in poisha as whole TK, a rating in the language's digits, the other
 * words (the phone's name, the other side's, a note) as given.
 */
export function useNotificationText() {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  return useCallback(
    ({ kind, params }: Pick<NotificationItem, 'kind' | 'params'>) => {
      const values = {
        product: params.product ?? '',
        name: params.name ?? '',
        note: params.note ?? '',
        amount: params.amount === undefined ? '' : formatTk(params.amount / 100, language),
        rating: params.rating === undefined ? '' : formatAmount(params.rating, language),
        search: params.search ?? '',
        // Not `count`: i18next reads that as a plural choice, and these texts have one form.
        howMany: params.count === undefined ? '' : formatAmount(params.count, language),
      };
      return { title: t(`${kind}.title`, values), body: t(`${kind}.body`, values) };
    },
    [t, language],
  );
}
