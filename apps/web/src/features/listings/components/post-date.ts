import { latinDigits } from '@phonehaat/contract';
import type { Language } from '../../../lib/i18n/language.ts';

/**
 * The Add Product form shows dates as day/month/year, as people here write them; the API keeps ISO
 * (YYYY-MM-DD). A date typed in ISO is accepted as it is, and Bangla digits (২৮/০৩/২০২৬) as well as Latin.
 */

const BANGLA_ZERO = 0x09e6;

/** A typed date pattern (`28/03/2026`) shown in the page's digits: `২৮/০৩/২০২৬` on Bangla pages. */
export function inLanguageDigits(text: string, language: Language): string {
  return language === 'bn' ? text.replace(/\d/g, (digit) => String.fromCharCode(BANGLA_ZERO + Number(digit))) : text;
}

const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `28/03/2026` (or `28-03-2026`, `28.3.2026`, `2026-03-28`) → `2026-03-28`; null if it is no calendar date. */
export function isoFromDayMonthYear(text: string): string | null {
  const value = latinDigits(text.trim());
  const iso = ISO.exec(value);
  const dmy = DAY_MONTH_YEAR.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]].map(Number) : dmy ? [dmy[3], dmy[2], dmy[1]].map(Number) : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over into March: a real date comes back unchanged.
  if (year < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today as the form shows it, e.g. `28/03/2026`, for the field's example. */
export function dayMonthYear(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
