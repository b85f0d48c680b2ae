import type { Language } from './language.ts';

// Numbers and dates as Bangladesh writes them, through Intl: lakh grouping (1,05,000) in English,
// Bangla digits in Bangla. Formatters are made once per language, since building one loads ICU data.

export const numberLocales: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };
export const dateLocales: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

const numberFormats = new Map<Language, Intl.NumberFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

function numberFormat(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: 0 });
    numberFormats.set(language, format);
  }
  return format;
}

function dateFormat(language: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    // Calendar dates (post dates) are stored as UTC days; a short month in English, the whole month in Bangla,
    // whose short forms ("এপ্রি") read as clipped words.
    const month = language === 'bn' ? 'long' : 'short';
    format = new Intl.DateTimeFormat(dateLocales[language], { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format;
}

/** A whole number with the language's grouping and digits: `105000` → `1,05,000` / `১,০৫,০০০`. */
export function formatAmount(amount: number, language: Language = 'en'): string {
  return numberFormat(language).format(amount);
}

/** An amount of whole TK: `TK 1,05,000` (the spec's form) or `৳১,০৫,০০০`. */
export function formatTk(amount: number, language: Language = 'en'): string {
  const number = formatAmount(amount, language);
  return language === 'bn' ? `৳${number}` : `TK ${number}`;
}

/**
 * A calendar date: `2026-04-15` → `15 Apr 2026` / `১৫ এপ্রিল ২০২৬`. Intl's Bangla form puts a comma before
 * the year; the literals are read as plain spaces so both languages have the same shape. Invalid input is
 * returned as it came.
 */
export function formatDate(value: string, language: Language = 'en'): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(language)
    .formatToParts(date)
    .map((part) => (part.type === 'literal' ? ' ' : part.value))
    .join('');
}
