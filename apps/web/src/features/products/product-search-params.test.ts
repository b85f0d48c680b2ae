import { describe, expect, it } from 'vitest';
import { FIRST_PRODUCTS_PAGE_PATH } from '@phonehaat/contract';
import { productSearch } from './api/get-products.ts';
import { filtersFromSearch, productsPageRequest, searchFromFilters } from './product-search-params.ts';

describe('product search parameters', () => {
  it('reads every filter from the URL', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('q=iphone&brand=Apple&minPrice=1000&maxPrice=50000&sort=price_asc&page=2'),
    );
    expect(filters).toEqual({ q: 'iphone', brand: 'Apple', minPrice: 1000, maxPrice: 50000, sort: 'price_asc', page: 2 });
  });

  it('drops malformed values instead of sending them to the server', () => {
    const filters = filtersFromSearch(new URLSearchParams('minPrice=abc&maxPrice=-5&sort=cheapest&page=0&q=%20'));
    expect(filters).toEqual({
      q: undefined,
      brand: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
      page: undefined,
    });
  });

  it('writes filters back without defaults', () => {
    expect(searchFromFilters({ q: 'pixel', sort: 'newest', page: 1 }).toString()).toBe('q=pixel');
    expect(searchFromFilters({ brand: 'Google Pixel', minPrice: 0, sort: 'price_desc', page: 3 }).toString()).toBe(
      'brand=Google+Pixel&minPrice=0&sort=price_desc&page=3',
    );
  });

  it('asks for the first page exactly as the server preloads it with the page', () => {
    expect(`/allProducts${productSearch(productsPageRequest(new URLSearchParams()))}`).toBe(FIRST_PRODUCTS_PAGE_PATH);
    expect(productsPageRequest(new URLSearchParams('page=3&q=pixel'))).toMatchObject({ page: 3, q: 'pixel', limit: 12 });
  });
});
