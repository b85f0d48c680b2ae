import { dateLocales } from '../../lib/i18n/format.ts';
import type { Language } from '../../lib/i18n/language.ts';

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

function relativeFormat(language: Language): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(dateLocales[language], { numeric: 'auto', style: 'short' });
    relativeFormats.set(language, format);
  }
  return format;
}

/** A day in Dhaka's calendar, whatever the device's zone: `15 Apr 2026` / `১৫ এপ্রিল ২০২৬` (as lib/i18n/format.ts writes dates). */
function dayFormat(language: Language): Intl.DateTimeFormat {
  let format = dayFormats.get(language);
  if (!format) {
    const month = language === 'bn' ? 'long' : 'short';
    format = new Intl.DateTimeFormat(dateLocales[language], { day: 'numeric', month, year: 'numeric', timeZone: 'Asia/Dhaka' });
    dayFormats.set(language, format);
  }
  return format;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification came, as a reader of a list wants it: `now`, `5 min ago`, `3 hr ago`, `yesterday`,
 * `4 days ago` (`এখন`, `৫ মিনিট আগে`, `গতকাল`…), and from a week on the day (`15 Apr 2026`).
 */
export function formatWhen(value: string, language: Language, now: number): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const ago = Math.max(0, now - at.getTime());
  const relative = relativeFormat(language);
  if (ago < MINUTE) return relative.format(0, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return dayFormat(language)
    .formatToParts(at)
    .map((part) => (part.type === 'literal' ? ' ' : part.value))
    .join('');
}
