import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate, formatTk } from './format.ts';
import { isLanguage, defaultLanguage, type Language } from './language.ts';

/** The language the page is showing now. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : defaultLanguage;
}

/** Formatters bound to the page's language: `tk(105000)` → `TK 1,05,000` / `৳১,০৫,০০০`. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      tk: (amount: number) => formatTk(amount, language),
      amount: (amount: number) => formatAmount(amount, language),
      date: (value: string) => formatDate(value, language),
    }),
    [language],
  );
}
