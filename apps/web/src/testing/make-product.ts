import type { Product } from '@phonehaat/contract';

/** Test data: a listing as the catalogue answers it (issue 26's fields filled in), overridden per test. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '7b0e8a4e-31a4-4c8e-9d55-0d6a4c1f0a01',
    productName: 'iPhone 13 128GB Midnight',
    image: '/demo/phones/iphone-front-midnight.svg',
    imageSet: [],
    purchase: 98000,
    selling: 64000,
    location: 'Dhanmondi, Dhaka',
    details: 'Battery health 86%, never repaired.',
    postDate: '2026-03-28',
    usingYears: 2,
    seller: 'Rahim Uddin',
    brand: 'c1',
    brandName: 'Apple',
    sellerVerified: false,
    sellerId: 'seller-rahim',
    sellerRating: null,
    status: 'available',
    createdAt: '2026-03-28T10:00:00.000Z',
    model: 'iPhone 13',
    storageGb: 128,
    ramGb: null,
    colour: 'Midnight',
    condition: 'excellent',
    batteryHealth: 86,
    variant: 'official',
    included: ['box', 'charger'],
    warrantyMonths: 0,
    imeiLast4: '7518',
    division: 'dhaka',
    district: 'dhaka',
    area: 'Dhanmondi',
    ...overrides,
  };
}
