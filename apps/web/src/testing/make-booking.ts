import type { Booking } from '@phonehaat/contract';

/** Test data: one of the buyer's bookings (the signed-in test user's, components/ui/test-utils.tsx) as My Orders and the payment page read it (GET /bookingProduct), overridden per test. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'b1',
    productId: 'p1',
    productName: 'iPhone 13 128GB Midnight',
    productImage: '/demo/phones/iphone-front-midnight.svg',
    buyerName: 'Sadia Islam',
    email: 'sadia@example.test',
    price: 64000,
    sellerLocation: 'Dhanmondi, Dhaka',
    pickUpLocation: 'Gulshan 1',
    phone: '01711000000',
    paid: false,
    productStatus: 'available',
    createdAt: '2026-03-28T10:00:00.000Z',
    state: 'booked',
    actions: ['cancel', 'pay'],
    deletable: true,
    ...overrides,
  };
}
