import { describe, expect, it } from 'vitest';
import { exactOnLastPage } from './list-totals.ts';

describe('a total known from its page (exactOnLastPage)', () => {
  const about = { total: 760, precision: 'about' as const };

  it('makes an estimate exact when the page holds the last listings, or page 1 none', () => {
    expect(exactOnLastPage(about, 0, 12, 7)).toEqual({ total: 7, precision: 'exact' });
    expect(exactOnLastPage(about, 24, 12, 5)).toEqual({ total: 29, precision: 'exact' });
    expect(exactOnLastPage({ total: 10_000, precision: 'at-least' }, 0, 12, 0)).toEqual({ total: 0, precision: 'exact' });
  });

  it('leaves it when the page is full, past the end, or the total was counted', () => {
    expect(exactOnLastPage(about, 0, 12, 12)).toBe(about);
    // A page past the last one says nothing about where the list ended.
    expect(exactOnLastPage(about, 1_200, 12, 0)).toBe(about);
    const counted = { total: 3, precision: 'exact' as const };
    expect(exactOnLastPage(counted, 0, 12, 2)).toBe(counted);
  });
});
