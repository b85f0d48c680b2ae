import type { Language } from '../../../lib/i18n/language.ts';

const locales: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };
const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A moment as a seller reads a deadline: `24 Nov, 3:05 pm` / `২৪ নভেম্বর, ৩:০৫ PM`, in Bangladesh's time
 * (the meet-up's), whatever the device's zone.
 */
export function formatMoment(value: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      day: 'numeric',
      month: language === 'bn' ? 'long' : 'short',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Dhaka',
    });
    formats.set(language, format);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format.format(date);
}
