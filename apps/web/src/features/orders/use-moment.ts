import { useCallback } from 'react';
import { formatMoment } from './format-deal.ts';
import { useLanguage } from '../../lib/i18n/use-format.ts';

/** The order page's moments, with their year (lib/i18n/format.ts). */
export function useMoment() {
  const language = useLanguage();
  return useCallback((value: string) => formatMoment(value, language, { year: true }), [language]);
}
