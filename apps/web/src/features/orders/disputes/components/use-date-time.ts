import { useMemo } from 'react';
import { useLanguage } from '../../../../lib/i18n/use-format.ts';

const locales = { en: 'en-GB', bn: 'bn-BD' } as const;

/** A moment as Dhaka's clock shows it, date and time, in the page's language: "9 Mar 2026, 16:00". */
export function useDateTime() {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locales[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Asia/Dhaka',
    });
    return (value: string) => format.format(new Date(value));
  }, [language]);
}
