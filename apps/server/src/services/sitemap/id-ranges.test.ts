import { describe, expect, it } from 'vitest';
import { idRangeOf, productPageCount } from './id-ranges.ts';

describe('sitemap id ranges', () => {
  it('makes a power of two of pages, each expected to be at most 80 % full', () => {
    expect(productPageCount(0, 10_000)).toBe(1);
    expect(productPageCount(8_000, 10_000)).toBe(1);
    expect(productPageCount(8_001, 10_000)).toBe(2);
    expect(productPageCount(949_620, 10_000)).toBe(128);
    expect(productPageCount(1_000_000, 50_000)).toBe(32);
  });

  it('cuts the id space into adjacent slices, the last one open', () => {
    expect(idRangeOf(1, 1)).toEqual({ from: '00000000-0000-0000-0000-000000000000' });
    expect(idRangeOf(1, 4)).toEqual({ from: '00000000-0000-0000-0000-000000000000', to: '40000000-0000-0000-0000-000000000000' });
    expect(idRangeOf(2, 4)).toEqual({ from: '40000000-0000-0000-0000-000000000000', to: '80000000-0000-0000-0000-000000000000' });
    expect(idRangeOf(4, 4)).toEqual({ from: 'c0000000-0000-0000-0000-000000000000' });
    expect(idRangeOf(128, 128).from).toBe('fe000000-0000-0000-0000-000000000000');
  });
});
