import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatTk } from './format.ts';

describe('formatTk', () => {
  it('groups in lakhs and crores and prefixes TK in English', () => {
    expect(formatTk(105000)).toBe('TK 1,05,000');
    expect(formatTk(12500)).toBe('TK 12,500');
    expect(formatTk(12_500_000)).toBe('TK 1,25,00,000');
    expect(formatTk(0)).toBe('TK 0');
    expect(formatTk(999)).toBe('TK 999');
  });
  it('writes Bangla digits with the taka sign in Bangla', () => {
    expect(formatTk(105000, 'bn')).toBe('৳১,০৫,০০০');
    expect(formatTk(999, 'bn')).toBe('৳৯৯৯');
  });
  it('rounds fractions to whole TK', () => {
    expect(formatAmount(12499.5)).toBe('12,500');
    expect(formatAmount(0.4)).toBe('0');
    expect(formatAmount(99_999.4, 'bn')).toBe('৯৯,৯৯৯');
  });
});

describe('formatDate', () => {
  it('formats a plain calendar date without shifting the day', () => {
    expect(formatDate('2026-04-15')).toBe('15 Apr 2026');
    expect(formatDate('2026-04-15', 'bn')).toBe('১৫ এপ্রিল ২০২৬');
  });
  it('reads a timestamp in UTC and leaves nonsense alone', () => {
    expect(formatDate('2026-01-05T23:00:00.000Z')).toBe('5 Jan 2026');
    expect(formatDate('2026-01-05T23:00:00.000Z', 'bn')).toBe('৫ জানুয়ারি ২০২৬');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('soon', 'bn')).toBe('soon');
  });
});
