import type { SavedSearch, WatchedListing } from '@phonehaat/contract';

/** Test data: one watched phone as GET /watchlist lists it (issue 39 §5): live, its price unchanged, unless overridden. */
export function makeWatchedListing(overrides: Partial<WatchedListing> = {}): WatchedListing {
  return {
    productId: 'p1',
    productName: 'iPhone 13 128GB Midnight',
    image: '/demo/phones/iphone-front-midnight.svg',
    price: 64_000,
    priceWhenWatched: 64_000,
    status: 'live',
    location: 'Dhanmondi, Dhaka',
    watchedAt: '2026-03-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Test data: one saved search as GET /saved-searches lists it: Samsung up to TK 30,000, alerts on, unless overridden. */
export function makeSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 's1',
    query: 'brand=Samsung&maxPrice=30000',
    alerts: true,
    createdAt: '2026-03-20T10:00:00.000Z',
    lastDigestAt: null,
    ...overrides,
  };
}
