import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedDemo } from '../../src/cli/seed/seed-demo.ts';
import { demoProducts } from '../../src/cli/seed/catalogue.ts';
import { demoPhotoUrls } from '../../src/cli/seed/demo-photos.ts';
import { bookings, products } from '../../src/db/schema/index.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const imageOf = (key: string): string => demoProducts.find((product) => product.key === key)!.image;

describe.each(databaseKinds)('demo seed refreshes old demo art on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("points listings and bookings still showing an earlier version's demo art at today's, and leaves sellers' own photos alone", async () => {
    await seedDemo(t.database.db);
    const db = t.database.db;
    // As a database seeded before issue 22 j holds them: the shared renders, one upload by its seller
    // (each the listing's one photo, as migration 0018 leaves a listing made before photos).
    await db
      .update(products)
      .set({ image: '/demo/phones/redmi-rear-green.webp', photoUrls: ['/demo/phones/redmi-rear-green.webp'] })
      .where(eq(products.seedKey, 'poco-x6-pro-12-512-yellow'));
    await db
      .update(products)
      .set({ image: '/demo/phones/galaxy-s-front-black.svg', photoUrls: ['/demo/phones/galaxy-s-front-black.svg'] })
      .where(eq(products.seedKey, 'galaxy-s22-8-128-green'));
    await db
      .update(products)
      .set({ image: '/uploads/0123456789abcdef0123456789abcdef-640.webp', photoUrls: ['/uploads/0123456789abcdef0123456789abcdef-640.webp'] })
      .where(eq(products.seedKey, 'pixel-8-8-128-hazel'));
    const [s22] = await db.select({ id: products.id }).from(products).where(eq(products.seedKey, 'galaxy-s22-8-128-green'));
    await db
      .update(bookings)
      .set({ productImage: '/demo/phones/galaxy-s-front-black.svg' })
      .where(eq(bookings.productId, s22!.id));

    await seedDemo(db);

    const image = async (key: string) =>
      (await db.select({ image: products.image }).from(products).where(eq(products.seedKey, key)))[0]!.image;
    expect(await image('poco-x6-pro-12-512-yellow')).toBe(imageOf('poco-x6-pro-12-512-yellow'));
    expect(await image('galaxy-s22-8-128-green')).toBe(imageOf('galaxy-s22-8-128-green'));
    expect(await image('pixel-8-8-128-hazel')).toBe('/uploads/0123456789abcdef0123456789abcdef-640.webp');
    // The demo's photos come with today's cover (decision 0040); the seller's own photo stays alone.
    const photos = async (key: string) =>
      (await db.select({ photoUrls: products.photoUrls }).from(products).where(eq(products.seedKey, key)))[0]!.photoUrls;
    const s22Key = 'galaxy-s22-8-128-green';
    expect(await photos(s22Key)).toEqual(demoPhotoUrls(demoProducts.find((each) => each.key === s22Key)!, demoProducts.findIndex((each) => each.key === s22Key)));
    expect(await photos('pixel-8-8-128-hazel')).toEqual(['/uploads/0123456789abcdef0123456789abcdef-640.webp']);
    const booked = await db.select({ productImage: bookings.productImage }).from(bookings).where(eq(bookings.productId, s22!.id));
    expect(booked.map((booking) => booking.productImage)).toEqual([imageOf('galaxy-s22-8-128-green')]);
    // The stored answer follows the row.
    const answer = (await t.app.inject(`/api/products/${s22!.id}`)).json<{ image: string }>();
    expect(answer.image).toBe(imageOf('galaxy-s22-8-128-green'));
  });
});
