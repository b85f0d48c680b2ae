import { describe, expect, it } from 'vitest';
import { isAppPagePath } from './app-pages.ts';

describe('pages of the web app', () => {
  it('knows its pages, with their ids, in any case and with a trailing slash, as the router does', () => {
    for (const path of ['/', '/home', '/products', '/products/0b7d3c1e-5f2a-4c8e-9a61-2d4f8e7b9c10', '/category/apple', '/sellers/abc_12', '/dashboard', '/dashboard/myOrders', '/dashboard/payment/42', '/blog/', '/help/refunds', '/SIGNIN', '/test-gateway/bkash/TR%2F1']) {
      expect(isAppPagePath(path), path).toBe(true);
    }
  });

  it('knows no other path: one segment too many or too few, or a name it does not have', () => {
    for (const path of ['/no-such-page', '/products/a/b', '/sellers', '/dashboard/nothing', '/dashboard/payment', '/blogs', '/help/nothing', '//', '/home/x', '/api/allProducts']) {
      expect(isAppPagePath(path), path).toBe(false);
    }
  });
});
