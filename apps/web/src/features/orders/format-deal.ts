import { useCallback } from 'react';
import { dateLocales, formatTk, numberLocales } from '../../lib/i18n/format.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { useLanguage } from '../../lib/i18n/use-format.ts';

// The deal's amounts and moments (the ledger's poisha, deadlines and timelines): only dashboard pages
// use them, so they live in the orders feature (others read them through its index.ts), outside the
// shell every page downloads first (vite.config.ts).

const poishaFormats = new Map<Language, Intl.NumberFormat>();

/**
 * An amount of poisha (the ledger's unit, 100 to the taka) as TK: `4000000` → `TK 40,000` / `৳৪০,০০০`;
 * a part of a taka shows as two decimals (`TK 12.50`), never rounded away.
 */
export function formatPoisha(poisha: number, language: Language = 'en'): string {
  if (poisha % 100 === 0) return formatTk(poisha / 100, language);
  let format = poishaFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(numberLocales[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    poishaFormats.set(language, format);
  }
  const number = format.format(poisha / 100);
  return language === 'bn' ? `৳${number}` : `TK ${number}`;
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in Dhaka's time, whatever the device's zone (a deadline, a timeline's row): `24 Nov, 5:40 pm`
 * / `২৪ নভেম্বর এ ১৭:৪০` — Bangla on a 24-hour clock, since Intl has no Bangla for am/pm. `year` adds it.
 * Invalid input is returned as it came.
 */
export function formatMoment(value: string, language: Language = 'en', { year = false }: { year?: boolean } = {}): string {
  const key = `${language}:${year}`;
  let format = momentFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocales[language], {
      day: 'numeric',
      month: language === 'bn' ? 'long' : 'short',
      ...(year && { year: 'numeric' }),
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: language === 'bn' ? 'h23' : 'h12',
      timeZone: 'Asia/Dhaka',
    });
    momentFormats.set(key, format);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format.format(date);
}

/** Poisha (the ledger's unit) as TK, in the page's language. */
export function usePoisha(): (poisha: number) => string {
  const language = useLanguage();
  return useCallback((poisha: number) => formatPoisha(poisha, language), [language]);
}
