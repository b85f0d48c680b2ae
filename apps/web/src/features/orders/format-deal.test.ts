import { describe, expect, it } from 'vitest';
import { formatMoment, formatPoisha } from './format-deal.ts';

describe('formatPoisha', () => {
  it('shows whole taka like formatTk and keeps a part of a taka', () => {
    expect(formatPoisha(4_000_000)).toBe('TK 40,000');
    expect(formatPoisha(10_500_000, 'bn')).toBe('৳১,০৫,০০০');
    expect(formatPoisha(1_250)).toBe('TK 12.50');
    expect(formatPoisha(1)).toBe('TK 0.01');
    expect(formatPoisha(0)).toBe('TK 0');
  });
});

describe('formatMoment', () => {
  const at = '2026-11-24T11:40:00.000Z'; // 17:40 in Dhaka
  it("writes a moment in Dhaka's time, Bangla on a 24-hour clock with Bangla digits", () => {
    expect(formatMoment(at, 'en')).toBe('24 Nov, 5:40 pm');
    const bangla = formatMoment(at, 'bn');
    expect(bangla).toMatch(/^২৪ নভেম্বর\D+১৭:৪০$/);
    expect(bangla).not.toMatch(/AM|PM/i);
    expect(formatMoment(at, 'en', { year: true })).toBe('24 Nov 2026, 5:40 pm');
    expect(formatMoment(at, 'bn', { year: true })).not.toMatch(/AM|PM/i);
  });
  it('returns what is not a moment as it came', () => {
    expect(formatMoment('soon', 'bn')).toBe('soon');
  });
});
