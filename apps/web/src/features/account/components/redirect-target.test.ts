import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('returns to a location object with its query', () => {
    expect(redirectTarget({ from: { pathname: '/category/1', search: '?a=b', hash: '' } })).toBe('/category/1?a=b');
  });
  it('accepts a same-site path and refuses other sites', () => {
    expect(redirectTarget({ from: '/products' })).toBe('/products');
    expect(redirectTarget({ from: '//evil.test' })).toBe('/');
    expect(redirectTarget({ from: 'https://evil.test' })).toBe('/');
  });
  it('falls back to / when there is no state', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget(undefined)).toBe('/');
  });
});
