import { listingAnswerExample, type Product } from '@phonehaat/contract';

/** The answer's keys the registry's entries fill (`imei` answers as `imeiLast4`, `district` with its division). */
type RegistryAnswerKey =
  | 'model'
  | 'storageGb'
  | 'ramGb'
  | 'colour'
  | 'condition'
  | 'batteryHealth'
  | 'variant'
  | 'included'
  | 'warrantyMonths'
  | 'imeiLast4'
  | 'division'
  | 'district'
  | 'area';

/**
 * Test data: a listing as the catalogue answers it, overridden per test. The fields a seller states come
 * from the listing field registry's examples (decision 0057), so a new field is in every fixture; the RAM is
 * left out, as most sellers do.
 */
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
    sellerPhoneVerified: false,
    sellerId: 'seller-rahim',
    sellerRating: null,
    status: 'available',
    createdAt: '2026-03-28T10:00:00.000Z',
    ...(listingAnswerExample() as Pick<Product, RegistryAnswerKey>),
    ramGb: null,
    ...overrides,
  };
}
