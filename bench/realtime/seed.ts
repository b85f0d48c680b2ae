import { randomUUID } from 'node:crypto';
import type { Database } from '@phonehaat/server/db';
import { categories, products, sessions, users } from '@phonehaat/server/schema';

/** Someone the bench acts as: a bearer session written by the seed, so nobody signs in. */
export interface BenchPerson {
  id: string;
  token: string;
}

export interface RealtimeSeed {
  /** Each listens on instance A (one stream each) and has asked one seller about their phone. */
  buyers: BenchPerson[];
  /** Each has one live listing; they answer through instance B. */
  sellers: (BenchPerson & { productId: string })[];
}

const BATCH = 500;

/**
 * People and listings for the real-time bench, written straight into the tables (as bench:seed-orders
 * does): `buyers` accounts and `sellers` verified sellers with one live phone each, every one with a
 * session whose token the bench sends as its bearer.
 */
export async function seedRealtime(db: Database, counts: { buyers: number; sellers: number }): Promise<RealtimeSeed> {
  const person = (role: 'User' | 'Seller', index: number) => {
    const id = randomUUID();
    return {
      id,
      name: `${role === 'Seller' ? 'Seller' : 'Buyer'} ${index}`,
      email: `rt-${role.toLowerCase()}-${index}-${id.slice(0, 8)}@bench.test`,
      emailVerified: true,
      role,
      verify: role === 'Seller',
    };
  };
  const buyerRows = Array.from({ length: counts.buyers }, (_, index) => person('User', index));
  const sellerRows = Array.from({ length: counts.sellers }, (_, index) => person('Seller', index));
  const everyone = [...buyerRows, ...sellerRows];
  for (let start = 0; start < everyone.length; start += BATCH)
    await db.insert(users).values(everyone.slice(start, start + BATCH));

  const token = (id: string) => `${id}-realtime-bench`;
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  const sessionRows = everyone.map((row) => ({ id: randomUUID(), token: token(row.id), userId: row.id, expiresAt }));
  for (let start = 0; start < sessionRows.length; start += BATCH)
    await db.insert(sessions).values(sessionRows.slice(start, start + BATCH));

  const [brand] = await db
    .insert(categories)
    .values({
      slug: `rt-bench-${randomUUID().slice(0, 8)}`,
      name: `Realtime bench ${randomUUID().slice(0, 8)}`,
      img: '/demo/brands/apple.svg',
    })
    .returning();
  const listed = await db
    .insert(products)
    .values(
      sellerRows.map((seller) => ({
        productName: 'Galaxy A54 5G 8/256GB',
        image: '/demo/phones/iphone-front-midnight.svg',
        purchase: 42_000,
        selling: 32_500,
        location: 'Mirpur, Dhaka',
        details: 'Battery 90%, box and charger.',
        postDate: '2026-03-01',
        usingYears: 1,
        sellerId: seller.id,
        sellerName: seller.name,
        brandId: brand!.id,
        brandName: brand!.name,
      })),
    )
    .returning({ id: products.id, sellerId: products.sellerId });
  const productOf = new Map(listed.map((row) => [row.sellerId, row.id]));

  return {
    buyers: buyerRows.map((row) => ({ id: row.id, token: token(row.id) })),
    sellers: sellerRows.map((row) => ({ id: row.id, token: token(row.id), productId: productOf.get(row.id)! })),
  };
}
