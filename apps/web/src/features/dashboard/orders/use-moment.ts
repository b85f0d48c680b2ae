import { useMemo } from 'react';
import { useLanguage } from '../../../lib/i18n/use-format.ts';

const locales = { en: 'en-GB', bn: 'bn-BD' } as const;

/**
 * A moment as people in Bangladesh read it: day, month, year and time in Dhaka's time zone
 * (`24 Nov 2026, 5:40 pm` / Bangla digits), whatever the device's zone; invalid input is returned as it came.
 */
export function useMoment() {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locales[language], {
      day: 'numeric',
      month: language === 'bn' ? 'long' : 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Dhaka',
    });
    return (value: string) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : format.format(date);
    };
  }, [language]);
}
