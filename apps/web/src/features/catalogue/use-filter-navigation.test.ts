import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductFilters as Filters } from './api/get-products.ts';
import { useFilterNavigation } from './use-filter-navigation.ts';

/** The hook as the page uses it, with the URLs it pushes recorded and the page's render under the test's control. */
function setUp(initial: Filters, initialSearch: string) {
  const pushed: string[] = [];
  const hook = renderHook(({ filters, search }) => useFilterNavigation(filters, search, (next) => pushed.push(next.toString())), {
    initialProps: { filters: initial, search: initialSearch },
  });
  return { pushed, hook };
}

describe('useFilterNavigation', () => {
  it('builds a second choice on the first when the first has not rendered yet', () => {
    const { pushed, hook } = setUp({}, '');
    hook.result.current((current) => ({ ...current, brand: 'Apple' }));
    hook.result.current((current) => ({ ...current, sort: 'price_asc' }));
    expect(pushed).toEqual(['brand=Apple', 'brand=Apple&sort=price_asc']);
  });

  it('builds on what the page shows once a choice has rendered, keeping a later one still on its way', () => {
    const { pushed, hook } = setUp({}, '');
    hook.result.current((current) => ({ ...current, brand: 'Apple' }));
    hook.result.current((current) => ({ ...current, condition: 'good' }));
    hook.rerender({ filters: { brand: 'Apple' }, search: 'brand=Apple' });
    hook.result.current((current) => ({ ...current, page: 2 }));
    expect(pushed.at(-1)).toBe('brand=Apple&condition=good&page=2');
  });

  it('forgets choices on their way when the URL moves elsewhere (the back button)', () => {
    const { pushed, hook } = setUp({ brand: 'Apple' }, 'brand=Apple');
    hook.result.current((current) => ({ ...current, sort: 'price_asc' }));
    hook.rerender({ filters: { brand: 'Samsung' }, search: 'brand=Samsung' });
    hook.result.current((current) => ({ ...current, condition: 'good' }));
    expect(pushed.at(-1)).toBe('brand=Samsung&condition=good');
  });

  it('forgets a choice that has rendered once the reader goes back to where it started', () => {
    const { pushed, hook } = setUp({}, '');
    hook.result.current((current) => ({ ...current, q: 'galaxy' }));
    hook.rerender({ filters: { q: 'galaxy' }, search: 'q=galaxy' });
    hook.rerender({ filters: {}, search: '' });
    hook.result.current((current) => ({ ...current, page: 2 }));
    expect(pushed.at(-1)).toBe('page=2');
  });

  it('keeps the advertised-only mark through a change', () => {
    const { pushed, hook } = setUp({ ads: true }, 'ads=true');
    hook.result.current((current) => ({ ...current, brand: 'Apple' }));
    expect(pushed).toEqual(['brand=Apple&ads=true']);
  });
});
