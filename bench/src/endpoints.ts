import type { ProductListQuery } from '@phonehaat/contract';

/** What the load bench measures: the list, each as a URL and as the service calls behind it. */
export interface Endpoint {
  name: string;
  path: string;
  /** Answered from the in-process cache: judged against bare node:http. */
  cached: boolean;
  auth?: boolean;
  /** For the query loop. */
  call:
    | { kind: 'categories' }
    | { kind: 'list'; query: ProductListQuery }
    | { kind: 'category' }
    | { kind: 'product' }
    | { kind: 'bookings' };
}

export interface Fixtures {
  productId: string;
  categoryId: string;
  buyerEmail: string;
  buyerToken: string;
}

export function endpoints(f: Fixtures): Endpoint[] {
  return [
    { name: 'home: categories', path: '/api/productsCategories', cached: true, call: { kind: 'categories' } },
    {
      name: 'home: Best Offers (ads=true)',
      path: '/api/allProducts?ads=true',
      cached: true,
      call: { kind: 'list', query: { ads: 'true' } },
    },
    { name: 'allProducts page 1', path: '/api/allProducts', cached: true, call: { kind: 'list', query: {} } },
    {
      name: 'brand + price range, by price',
      path: '/api/allProducts?brand=samsung&minPrice=20000&maxPrice=60000&sort=price_asc',
      cached: false,
      call: { kind: 'list', query: { brand: 'samsung', minPrice: 20000, maxPrice: 60000, sort: 'price_asc' } },
    },
    {
      name: 'search q=iphone 13',
      path: '/api/allProducts?q=iphone%2013',
      cached: false,
      call: { kind: 'list', query: { q: 'iphone 13' } },
    },
    { name: 'deep page 2000', path: '/api/allProducts?page=2000', cached: false, call: { kind: 'list', query: { page: 2000 } } },
    { name: 'products/{id}', path: `/api/products/${f.productId}`, cached: true, call: { kind: 'product' } },
    { name: 'category/{id}', path: `/api/category/${f.categoryId}`, cached: true, call: { kind: 'category' } },
    {
      name: 'bookingProduct (auth, 50)',
      path: `/api/bookingProduct?email=${encodeURIComponent(f.buyerEmail)}`,
      cached: false,
      auth: true,
      call: { kind: 'bookings' },
    },
  ];
}
