import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination.tsx';

describe('pageItems', () => {
  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ellipsis for two pages or more', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('is just the page when there is one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
  });
});
