import { randomUUID } from 'node:crypto';
import { hasValidLuhn, listingFieldsExample } from '@phonehaat/contract';
import type { Database } from '../../src/db/client.ts';
import { inArray } from 'drizzle-orm';
import { categories, products, users } from '../../src/db/schema/index.ts';
import type { Actor } from './test-app.ts';

type CategoryRow = typeof categories.$inferSelect;
type ProductInsert = typeof products.$inferInsert;

/** A brand category; every field can be overridden. */
export async function makeCategory(db: Database, overrides: Partial<typeof categories.$inferInsert> = {}): Promise<CategoryRow> {
  const slug = overrides.slug ?? `brand-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(categories)
    .values({ slug, name: overrides.name ?? `Brand ${slug}`, img: '/demo/brands/apple.svg', ...overrides })
    .returning();
  return row!;
}

/** A listed product of `seller` in `category`; every column can be overridden. */
export async function makeProduct(
  db: Database,
  seller: Pick<Actor, 'id' | 'name'>,
  category: Pick<CategoryRow, 'id' | 'name'>,
  overrides: Partial<ProductInsert> = {},
) {
  const [row] = await db
    .insert(products)
    .values({
      productName: 'iPhone 13 128GB Midnight',
      image: '/demo/phones/iphone-front-midnight.svg',
      purchase: 95_000,
      selling: 62_000,
      location: 'Dhanmondi, Dhaka',
      details: 'Battery health 88%, no scratches, box and cable included.',
      postDate: '2026-03-01',
      usingYears: 2,
      sellerId: seller.id,
      sellerName: seller.name,
      brandId: category.id,
      brandName: category.name,
      // Live listings went live when made, as create-product.ts records it.
      listedAt: (overrides.reviewStatus ?? 'live') === 'live' ? (overrides.createdAt ?? new Date()) : null,
      ...overrides,
    })
    .returning();
  return row!;
}

let imeiCount = 0;
/** A valid IMEI no other call of this process returned (its check digit computed), so each listing is its own phone. */
export function nextImei(): string {
  imeiCount += 1;
  const body = `86${String(process.pid % 1000).padStart(3, '0')}${String(imeiCount).padStart(9, '0')}`;
  for (let digit = 0; digit <= 9; digit += 1) if (hasValidLuhn(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('unreachable: one check digit always fits');
}

/** A valid POST /allProducts body, with an IMEI of its own. */
export const productBody = (brand: string, overrides: Record<string, unknown> = {}) => ({
  brand,
  productName: 'Galaxy S22 8/128GB Green',
  image: '/uploads/example-640.webp',
  purchase: 85000,
  selling: 54000,
  location: 'Agrabad, Chattogram',
  usingYears: 1,
  postDate: '2026-04-02',
  details: 'Screen flawless, battery 91%, original charger.',
  // Every registry field's example (a field added to the registry comes along); the tests read these values:
  ...listingFieldsExample(),
  model: 'Galaxy S22',
  storageGb: 128,
  ramGb: 8,
  colour: 'Green',
  condition: 'excellent',
  batteryHealth: 91,
  variant: 'official',
  included: ['charger'],
  warrantyMonths: 0,
  imei: nextImei(),
  district: 'chattogram',
  area: 'Agrabad',
  // A seller not yet verified must send it (decision 0040); a verified seller's is not kept.
  verificationPhoto: '/uploads/0123456789abcdef0123456789abcdef-640.webp',
  ...overrides,
});

/** Gives sellers the verified tick, so that what they list goes live at once (unverified sellers' listings wait for review). */
export async function verifySellers(db: Database, ...sellers: Pick<Actor, 'id'>[]): Promise<void> {
  await db
    .update(users)
    .set({ verify: true })
    .where(
      inArray(
        users.id,
        sellers.map((seller) => seller.id),
      ),
    );
}
