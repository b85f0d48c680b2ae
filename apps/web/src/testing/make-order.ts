import type { Order } from '@phonehaat/contract';

/**
 * Test data: an order as GET /orders/{id} or the seller's list answers it — booked, unpaid, with no
 * actions — overridden per test. Only the fields the contract requires are set: the optional ones (the
 * viewer's sides, the timeline, the ratings, cash…) are a test's to give.
 */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '5f0c3a52-8f6e-4b1e-9a43-0d1f1c2b3a4d',
    productId: 'p1',
    productName: 'iPhone 13 128GB Midnight',
    productImage: '/demo/phones/iphone-front-midnight.svg',
    price: 64000,
    state: 'booked',
    buyerName: 'Sadia Islam',
    phone: '01711223344',
    pickUpLocation: 'Mohakhali DOHS, Dhaka',
    sellerLocation: 'Dhanmondi, Dhaka',
    sellerId: 'seller-1',
    sellerName: 'Rahim Uddin',
    delivery: null,
    trackingReference: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    handedOverAt: null,
    dueAt: '2026-11-22T10:00:00.000Z',
    actions: [],
    ...overrides,
  };
}
