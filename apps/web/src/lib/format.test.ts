import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatTk } from './format.ts';

describe('formatTk', () => {
  it('separates thousands and prefixes TK', () => {
    expect(formatTk(12500)).toBe('TK 12,500');
    expect(formatTk(1_250_000)).toBe('TK 1,250,000');
    expect(formatTk(0)).toBe('TK 0');
    expect(formatTk(999)).toBe('TK 999');
    expect(formatTk(1000)).toBe('TK 1,000');
  });
  it('rounds fractions and keeps the sign, as Intl.NumberFormat would', () => {
    for (const amount of [12499.5, 0.4, -1234.5, -0.2, 987654321.49, 100000]) {
      expect(formatAmount(amount)).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount).replace('-0', '0'));
    }
  });
});

describe('formatDate', () => {
  it('formats a plain calendar date without shifting the day', () => {
    expect(formatDate('2026-03-28')).toBe('28 Mar 2026');
  });
  it('formats a timestamp and leaves nonsense alone', () => {
    expect(formatDate('2026-01-05T23:00:00.000Z')).toBe('5 Jan 2026');
    expect(formatDate('soon')).toBe('soon');
  });
  it('names every month with three letters, in UTC', () => {
    const dates = Array.from({ length: 12 }, (_, month) => formatDate(new Date(Date.UTC(2025, month, 31 - month, 23, 30)).toISOString()));
    expect(dates).toEqual([
      '31 Jan 2025', '2 Mar 2025', '29 Mar 2025', '28 Apr 2025', '27 May 2025', '26 Jun 2025',
      '25 Jul 2025', '24 Aug 2025', '23 Sep 2025', '22 Oct 2025', '21 Nov 2025', '20 Dec 2025',
    ]);
  });
});
