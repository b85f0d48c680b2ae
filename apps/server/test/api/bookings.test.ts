import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, products } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

interface BookingJson {
  _id: string;
  productId: string;
  productName: string;
  buyerName: string;
  email: string;
  price: number;
  paid: boolean;
  productStatus: string;
  phone: string;
}

describe.each(databaseKinds)('bookings on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let category: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [seller, buyer] = (await Promise.all([t.signUp('Seller'), t.signUp('User')])) as [Actor, Actor];
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  const book = (actor: Actor, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/bookingProduct', headers: actor.auth, payload: body });

  it('books with the price and snapshot from the database and the buyer from the session', async () => {
    const product = await makeProduct(t.database.db, seller, category, { selling: 45_000, productName: 'Pixel 7 128GB' });
    const response = await book(buyer, {
      productId: product.id,
      productName: 'Cheap phone',
      price: 1,
      buyerName: 'Someone',
      email: 'victim@example.com',
      sellerLocation: 'Nowhere',
      pickUpLocation: 'Banani 11, Dhaka',
      phone: '+880 1711-223344',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    const booking = (await t.app.inject({ url: `/api/bookingProduct/${insertedId}`, headers: buyer.auth })).json<BookingJson>();
    expect(booking).toMatchObject({
      productId: product.id,
      productName: 'Pixel 7 128GB',
      price: 45_000,
      buyerName: buyer.name,
      email: buyer.email,
      paid: false,
      productStatus: 'available',
      phone: '+8801711223344',
    });

    // A later price change does not touch the booking's snapshot.
    await t.database.db.update(products).set({ selling: 10 }).where(eq(products.id, product.id));
    const mine = (await t.app.inject({ url: `/api/bookingProduct?email=${buyer.email}`, headers: buyer.auth })).json<BookingJson[]>();
    expect(mine.find((row) => row._id === insertedId)?.price).toBe(45_000);
  });

  it('follows its product after booking: removed by its seller, sold to someone else', async () => {
    const [toRemove, toSell, untouched] = await Promise.all([1, 2, 3].map(() => makeProduct(t.database.db, seller, category)));
    const ids: string[] = [];
    for (const product of [toRemove!, toSell!, untouched!]) {
      const response = await book(buyer, { productId: product.id, pickUpLocation: 'Mirpur 10', phone: '01900000000' });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<{ insertedId: string }>().insertedId);
    }
    const statusOf = async () => {
      const mine = (await t.app.inject({ url: `/api/bookingProduct?email=${buyer.email}`, headers: buyer.auth })).json<BookingJson[]>();
      return ids.map((id) => mine.find((row) => row._id === id)?.productStatus);
    };
    expect(await statusOf()).toEqual(['available', 'available', 'available']);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/allProducts/${toRemove!.id}`, headers: seller.auth });
    expect(removed.statusCode, removed.body).toBe(200);
    // Sold through another buyer's payment: the state is the product's, whichever path changed it.
    await t.database.db.update(products).set({ status: 'sold' }).where(eq(products.id, toSell!.id));
    expect(await statusOf()).toEqual(['removed', 'sold', 'available']);
    const one = (await t.app.inject({ url: `/api/bookingProduct/${ids[1]}`, headers: buyer.auth })).json<BookingJson>();
    expect(one).toMatchObject({ productStatus: 'sold', paid: false });
    expect(one).not.toHaveProperty('transactionId');
  });

  it('refuses a second open booking of the same product, even when sent at once', async () => {
    const product = await makeProduct(t.database.db, seller, category);
    const body = { productId: product.id, pickUpLocation: 'Motijheel', phone: '01900000000' };
    const results = await Promise.all([book(buyer, body), book(buyer, body), book(buyer, body)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.find((result) => result.statusCode === 409)?.json()).toMatchObject({ message: 'You have already booked this product' });
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.productId, product.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses own listings, sold and missing products with clear messages', async () => {
    const own = await makeProduct(t.database.db, seller, category);
    expect((await book(seller, { productId: own.id, pickUpLocation: 'Here', phone: '01900000000' })).json()).toMatchObject({
      message: 'You cannot book your own listing',
    });
    const sold = await makeProduct(t.database.db, seller, category, { status: 'sold' });
    const soldAnswer = await book(buyer, { productId: sold.id, pickUpLocation: 'Here', phone: '01900000000' });
    expect(soldAnswer.statusCode).toBe(409);
    expect(soldAnswer.json()).toMatchObject({ code: 'PRODUCT_SOLD' });
    expect((await book(buyer, { productId: 'nope', pickUpLocation: 'Here', phone: '01900000000' })).statusCode).toBe(404);
  });

  it('validates the pick-up location and phone with the spec message', async () => {
    const product = await makeProduct(t.database.db, seller, category);
    const missing = await book(buyer, { productId: product.id, pickUpLocation: '', phone: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { pickUpLocation: 'Required', phone: 'Required' } });
    const letters = await book(buyer, { productId: product.id, pickUpLocation: 'Uttara', phone: 'call me' });
    expect(letters.json()).toMatchObject({ errors: { phone: 'Enter a phone number of 6 to 15 digits' } });
    const noProduct = await book(buyer, { pickUpLocation: 'Uttara', phone: '01711000000' });
    expect(noProduct.json()).toMatchObject({ errors: { productId: 'Required' } });
  });

  it("lists only the caller's bookings and refuses someone else's", async () => {
    const stranger = await t.signUp('User');
    expect((await t.app.inject({ url: `/api/bookingProduct?email=${buyer.email}`, headers: stranger.auth })).statusCode).toBe(403);
    const theirs = (await t.app.inject({ url: `/api/bookingProduct?email=${stranger.email}`, headers: stranger.auth })).json<BookingJson[]>();
    expect(theirs).toEqual([]);
    const [one] = (await t.app.inject({ url: `/api/bookingProduct?email=${buyer.email}`, headers: buyer.auth })).json<BookingJson[]>();
    expect((await t.app.inject({ url: `/api/bookingProduct/${one!._id}`, headers: stranger.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/bookingsProduct/${one!._id}`, headers: stranger.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/bookingProduct/not-a-uuid', headers: buyer.auth })).statusCode).toBe(404);
  });

  it('deletes a booking from the list but keeps the row', async () => {
    const product = await makeProduct(t.database.db, seller, category);
    const { insertedId } = (await book(buyer, { productId: product.id, pickUpLocation: 'Mirpur', phone: '01911111111' })).json<{ insertedId: string }>();
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/bookingsProduct/${insertedId}`, headers: buyer.auth });
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const mine = (await t.app.inject({ url: `/api/bookingProduct?email=${buyer.email}`, headers: buyer.auth })).json<BookingJson[]>();
    expect(mine.some((row) => row._id === insertedId)).toBe(false);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, insertedId));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // Having deleted it, the buyer may book the phone again.
    expect((await book(buyer, { productId: product.id, pickUpLocation: 'Mirpur', phone: '01911111111' })).statusCode).toBe(201);
  });
});
