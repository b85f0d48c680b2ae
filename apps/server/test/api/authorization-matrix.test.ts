import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct, productBody } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

type Who = 'anonymous' | 'user' | 'seller' | 'otherSeller' | 'admin';
const everyone: Who[] = ['anonymous', 'user', 'seller', 'otherSeller', 'admin'];

interface World {
  actors: Record<Exclude<Who, 'anonymous'>, Actor>;
  categoryId: string;
  /** A product listed by `seller`, and one listed by `otherSeller`. */
  sellerProductId: string;
  otherProductId: string;
  /** A booking made by `user` of the other seller's product. */
  userBookingId: string;
}

interface Row {
  call: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (w: World) => string;
  body?: (w: World) => unknown;
  /** Expected status for each caller. Writes get fresh targets per caller so outcomes do not depend on order. */
  expect: Record<Who, number>;
  fresh?: (t: TestApp, w: World) => Promise<Partial<World>>;
}

/**
 * ARCHITECTURE §4 as one table: every API call × anonymous, User, Seller, another Seller and admin.
 * The seller owns `sellerProductId`; the user owns `userBookingId`.
 */
const table: Row[] = [
  { call: 'GET /productsCategories', method: 'GET', url: () => '/api/productsCategories', expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 } },
  { call: 'GET /allProducts', method: 'GET', url: () => '/api/allProducts', expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 } },
  { call: 'GET /category/{id}', method: 'GET', url: (w) => `/api/category/${w.categoryId}`, expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 } },
  { call: 'GET /products/{id}', method: 'GET', url: (w) => `/api/products/${w.sellerProductId}`, expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 } },
  { call: 'GET /users/admin/{own email}', method: 'GET', url: (w) => `/api/users/admin/${w.actors.user.email}`, expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 200 } },
  { call: 'GET /users/seller/{own email}', method: 'GET', url: (w) => `/api/users/seller/${w.actors.seller.email}`, expect: { anonymous: 401, user: 403, seller: 200, otherSeller: 403, admin: 200 } },
  {
    call: 'POST /allProducts',
    method: 'POST',
    url: () => '/api/allProducts',
    body: (w) => productBody(w.categoryId),
    expect: { anonymous: 401, user: 403, seller: 201, otherSeller: 201, admin: 201 },
  },
  {
    call: 'PUT /allProducts/{id} (advertise)',
    method: 'PUT',
    url: (w) => `/api/allProducts/${w.sellerProductId}`,
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: "DELETE /allProducts/{seller's id}",
    method: 'DELETE',
    url: (w) => `/api/allProducts/${w.sellerProductId}`,
    expect: { anonymous: 401, user: 403, seller: 200, otherSeller: 403, admin: 200 },
    fresh: async (t, w) => ({ sellerProductId: (await makeProduct(t.database.db, w.actors.seller, { id: w.categoryId, name: 'Brand' })).id }),
  },
  { call: 'GET /seller', method: 'GET', url: () => '/api/seller', expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 } },
  { call: 'PUT /seller/{id}', method: 'PUT', url: (w) => `/api/seller/${w.actors.seller.id}`, expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 } },
  { call: 'GET /users', method: 'GET', url: () => '/api/users', expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 } },
  {
    call: 'DELETE /users/{id}',
    method: 'DELETE',
    url: (w) => `/api/users/${w.actors.user.id}`,
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
    fresh: async (t) => {
      const victim = await t.signUp('User');
      return { actors: { victim } as unknown as World['actors'] };
    },
  },
  {
    call: 'POST /users (own profile)',
    method: 'POST',
    url: () => '/api/users',
    body: () => ({ name: 'Me', email: '__SELF__', role: 'User' }),
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: "GET /bookingProduct?email={user's}",
    method: 'GET',
    url: (w) => `/api/bookingProduct?email=${encodeURIComponent(w.actors.user.email)}`,
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: "GET /bookingProduct/{user's id}",
    method: 'GET',
    url: (w) => `/api/bookingProduct/${w.userBookingId}`,
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'POST /bookingProduct',
    method: 'POST',
    url: () => '/api/bookingProduct',
    body: (w) => ({ productId: w.otherProductId, pickUpLocation: 'Mirpur 10, Dhaka', phone: '01711000000' }),
    // The other seller may not book their own listing.
    expect: { anonymous: 401, user: 201, seller: 201, otherSeller: 403, admin: 201 },
    fresh: async (t, w) => ({ otherProductId: (await makeProduct(t.database.db, w.actors.otherSeller, { id: w.categoryId, name: 'Brand' })).id }),
  },
  {
    call: "DELETE /bookingsProduct/{user's id}",
    method: 'DELETE',
    url: (w) => `/api/bookingsProduct/${w.userBookingId}`,
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 200 },
    fresh: async (t, w) => {
      const product = await makeProduct(t.database.db, w.actors.otherSeller, { id: w.categoryId, name: 'Brand' });
      const [row] = await t.database.db
        .insert(bookings)
        .values({
          productId: product.id,
          buyerId: w.actors.user.id,
          buyerName: w.actors.user.name,
          email: w.actors.user.email,
          price: product.selling,
          productName: product.productName,
          productImage: product.image,
          sellerLocation: product.location,
          pickUpLocation: 'Uttara',
          phone: '01700000000',
        })
        .returning({ id: bookings.id });
      return { userBookingId: row!.id };
    },
  },
];

describe.each(databaseKinds)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [user, seller, otherSeller, admin] = await Promise.all([t.signUp('User'), t.signUp('Seller'), t.signUp('Seller'), t.signUp('admin')]);
    const category = await makeCategory(t.database.db);
    const sellerProduct = await makeProduct(t.database.db, seller!, category);
    const otherProduct = await makeProduct(t.database.db, otherSeller!, category);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookingProduct',
      headers: user!.auth,
      payload: { productId: otherProduct.id, pickUpLocation: 'Gulshan 2', phone: '01811111111' },
    });
    world = {
      actors: { user: user!, seller: seller!, otherSeller: otherSeller!, admin: admin! },
      categoryId: category.id,
      sellerProductId: sellerProduct.id,
      otherProductId: otherProduct.id,
      userBookingId: booking.json<{ insertedId: string }>().insertedId,
    };
  });
  afterAll(() => t.close());

  for (const row of table) {
    for (const who of everyone) {
      it(`${row.call} as ${who} → ${row.expect[who]}`, async () => {
        let w = world;
        if (row.fresh) {
          const extra = await row.fresh(t, world);
          w = { ...world, ...extra, actors: { ...world.actors } };
          const victim = (extra.actors as unknown as { victim?: Actor } | undefined)?.victim;
          if (victim) w.actors = { ...w.actors, user: victim };
        }
        const caller = who === 'anonymous' ? undefined : world.actors[who];
        let body = row.body?.(w);
        if (body && typeof body === 'object' && (body as { email?: string }).email === '__SELF__') {
          body = { ...body, email: caller?.email ?? 'nobody@example.com' };
        }
        const response = await t.app.inject({
          method: row.method,
          url: row.url(w),
          headers: caller?.auth ?? {},
          ...(body !== undefined && { payload: body as object }),
        });
        expect(response.statusCode, response.body).toBe(row.expect[who]);
      });
    }
  }

  it('never sends the public a seller email or a booking phone number', async () => {
    const list = await t.app.inject('/api/allProducts');
    expect(list.body).not.toContain(world.actors.seller.email);
    expect(list.body).not.toContain(world.actors.otherSeller.email);
    const single = await t.app.inject(`/api/products/${world.otherProductId}`);
    expect(single.body).not.toContain(world.actors.otherSeller.email);
    const asOther = await t.app.inject({ url: `/api/products/${world.otherProductId}`, headers: world.actors.seller.auth });
    expect(asOther.body).not.toContain(world.actors.otherSeller.email);
    const asOwner = await t.app.inject({ url: `/api/products/${world.otherProductId}`, headers: world.actors.otherSeller.auth });
    expect(asOwner.json()).toMatchObject({ email: world.actors.otherSeller.email });
  });

  it('keeps a deleted booking on record', async () => {
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.buyerId, world.actors.user.id));
    expect(rows.length).toBeGreaterThan(0);
  });
});
