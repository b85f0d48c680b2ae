import { describe, expect, it } from 'vitest';
import { FIRST_PRODUCTS_PAGE_PATH, MAX_PRICE_TK } from '@phonehaat/contract';
import { productSearch } from './api/get-products.ts';
import { filterValue, filtersFromSearch, productsPageRequest, searchFromFilters } from './product-search-params.ts';

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

  it("drops what the server's listing query refuses, by the contract's bounds", () => {
    const filters = filtersFromSearch(
      new URLSearchParams(`minPrice=12.5&maxPrice=${MAX_PRICE_TK + 1}&page=1000001&q=${'x'.repeat(101)}&brand=${'b'.repeat(65)}`),
    );
    expect(filters).toEqual({});
  });

  it('reads blank numbers as unset rather than as 0', () => {
    expect(filtersFromSearch(new URLSearchParams('minPrice=&maxPrice=%20%20&page='))).toEqual({});
    expect(filtersFromSearch(new URLSearchParams('minPrice=0'))).toEqual({ minPrice: 0 });
  });

  it('trims text and numbers as the server does', () => {
    expect(filtersFromSearch(new URLSearchParams('q=%20pixel%208%20&brand=%20Samsung&minPrice=%20500%20'))).toEqual({
      q: 'pixel 8',
      brand: 'Samsung',
      minPrice: 500,
    });
  });

  it("reads the filter form's inputs with the same rules", () => {
    expect(filterValue('minPrice', '2500')).toBe(2500);
    expect(filterValue('maxPrice', '-1')).toBeUndefined();
    expect(filterValue('maxPrice', '')).toBeUndefined();
    expect(filterValue('sort', 'price_desc')).toBe('price_desc');
    expect(filterValue('sort', 'cheapest')).toBeUndefined();
    expect(filterValue('q', '   ')).toBeUndefined();
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

  it("keeps Best Offers' advertised-only choice from the URL through a change of filters and back", () => {
    const request = productsPageRequest(new URLSearchParams('ads=true&brand=Apple'));
    expect(request.ads).toBe(true);
    expect(searchFromFilters({ ...request, page: 2 }).toString()).toBe('brand=Apple&page=2&ads=true');
    expect(productsPageRequest(new URLSearchParams('ads=yes')).ads).toBeUndefined();
  });
});
