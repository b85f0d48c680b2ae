import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { appPagePatterns } from '@phonehaat/contract';
import { routes } from './router.tsx';

/** Every full path pattern of these routes (an index route is its parent's), the catch-all left out. */
function patternsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const here = route.path !== undefined || route.index ? [own] : [];
    return [...here, ...patternsOf(route.children ?? [], own)];
  });
}

describe('the router', () => {
  it('has exactly the pages the contract lists, which the server answers with 200 (any other path 404)', () => {
    const patterns = patternsOf(routes).filter((pattern) => !pattern.endsWith('*'));
    expect([...new Set(patterns)].sort()).toEqual([...appPagePatterns].sort());
  });

  it('gives every lazy route a HydrateFallback, so a first load does not warn or blank the layout', () => {
    const lazyWithout = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [...(route.lazy && !route.HydrateFallback ? [route] : []), ...lazyWithout(route.children ?? [])]);
    expect(lazyWithout(routes).map((route) => route.path ?? '(index)')).toEqual([]);
  });
});
