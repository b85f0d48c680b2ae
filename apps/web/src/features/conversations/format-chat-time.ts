import { dateLocales } from '../../lib/i18n/format.ts';
import type { Language } from '../../lib/i18n/language.ts';

// A chat's moments in Dhaka's time, whatever the device's zone, as messengers show them: the time of day
// beside a message, the day above a day's messages, and in the list the time today, else the day.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, kind: 'time' | 'day' | 'dayWithYear' | 'weekday'): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let known = formats.get(key);
  if (!known) {
    const month = language === 'bn' ? 'long' : 'short';
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? // Bangla on a 24-hour clock, as the deal's moments (orders' format-deal.ts): Intl has no Bangla for am/pm.
          { hour: 'numeric', minute: '2-digit', hourCycle: language === 'bn' ? 'h23' : 'h12' }
        : kind === 'weekday'
          ? { weekday: 'long' }
          : { day: 'numeric', month, ...(kind === 'dayWithYear' && { year: 'numeric' }) };
    known = new Intl.DateTimeFormat(dateLocales[language], { ...options, timeZone: 'Asia/Dhaka' });
    formats.set(key, known);
  }
  return known;
}

/** Intl's Bangla day puts a comma before the year; read the literals as plain spaces, as lib/i18n/format.ts does. */
const spaced = (parts: Intl.DateTimeFormatPart[]) => parts.map((part) => (part.type === 'literal' ? ' ' : part.value)).join('');

/** The day of a moment in Dhaka, as `YYYY-MM-DD`: two moments on the same day have the same one. */
export const dhakaDay = (value: string | number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(value),
  );

/** A message's time of day: `5:40 pm` / `১৭:৪০`. */
export function formatMessageTime(value: string, language: Language): string {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : format(language, 'time').format(at);
}

/** A day's heading in a thread: `today` and `yesterday` come from the caller's texts; else `28 Mar` (with the year if not this one). */
export function formatMessageDay(value: string, language: Language, now: number): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const thisYear = dhakaDay(now).slice(0, 4) === dhakaDay(value).slice(0, 4);
  return spaced(format(language, thisYear ? 'day' : 'dayWithYear').formatToParts(at));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a thread last moved, for the list: the time today, the weekday within a week, else the day. */
export function formatListTime(value: string, language: Language, now: number): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  if (dhakaDay(value) === dhakaDay(now)) return formatMessageTime(value, language);
  if (now - at.getTime() < 6 * DAY_MS) return format(language, 'weekday').format(at);
  return formatMessageDay(value, language, now);
}
