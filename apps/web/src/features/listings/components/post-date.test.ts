import { describe, expect, it } from 'vitest';
import { dayMonthYear, inLanguageDigits, isoFromDayMonthYear } from './post-date.ts';

describe('post date', () => {
  it('reads day/month/year into ISO', () => {
    expect(isoFromDayMonthYear('28/03/2026')).toBe('2026-03-28');
    expect(isoFromDayMonthYear(' 1/4/2025 ')).toBe('2025-04-01');
    expect(isoFromDayMonthYear('01-04-2025')).toBe('2025-04-01');
    expect(isoFromDayMonthYear('29.02.2024')).toBe('2024-02-29');
  });

  it('keeps a date typed in ISO', () => {
    expect(isoFromDayMonthYear('2025-03-01')).toBe('2025-03-01');
  });

  it('refuses dates that are not on the calendar and other text', () => {
    for (const text of [
      '30/02/2026',
      '29/02/2025',
      '31/04/2026',
      '00/01/2026',
      '01/13/2026',
      '01/01/0000',
      '2026-02-30',
      '03/28/2026',
      'yesterday',
      '',
    ]) {
      expect(isoFromDayMonthYear(text), text).toBeNull();
    }
  });

  it('writes a date as day/month/year', () => {
    expect(dayMonthYear(new Date(2026, 2, 8))).toBe('08/03/2026');
  });

  it('reads a date typed in Bangla digits, and shows an example in them on Bangla pages', () => {
    expect(isoFromDayMonthYear('২৮/০৩/২০২৬')).toBe('2026-03-28');
    expect(isoFromDayMonthYear('৩০/০২/২০২৬')).toBeNull();
    expect(inLanguageDigits('28/03/2026', 'bn')).toBe('২৮/০৩/২০২৬');
    expect(inLanguageDigits('28/03/2026', 'en')).toBe('28/03/2026');
  });
});
