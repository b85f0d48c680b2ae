import { useMemo } from 'react';
import { useLanguage } from '../../../../lib/i18n/use-format.ts';

const numberLocales = { en: 'en-IN', bn: 'bn-BD' } as const;
const dateLocales = { en: 'en-GB', bn: 'bn-BD' } as const;

/**
 * The charts' short labels in the page's language: a day as "8 Mar" / "৮ মার্চ" and an axis number in
 * the compact Indian form ("1.2L" for 1,20,000), so the axes fit a 360 px screen.
 */
export function useChartFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(dateLocales[language], { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const compact = new Intl.NumberFormat(numberLocales[language], { notation: 'compact', maximumFractionDigits: 1 });
    const hours = new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: 1 });
    return {
      day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
      compact: (value: number) => compact.format(value),
      hours: (value: number) => hours.format(value),
    };
  }, [language]);
}
