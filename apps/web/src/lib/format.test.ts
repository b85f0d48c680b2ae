import { describe, expect, it } from 'vitest';
import { formatDate, formatTk } from './format.ts';

describe('formatTk', () => {
  it('separates thousands and prefixes TK', () => {
    expect(formatTk(12500)).toBe('TK 12,500');
    expect(formatTk(1_250_000)).toBe('TK 1,250,000');
    expect(formatTk(0)).toBe('TK 0');
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
});
