import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, product, type Booking, type Product } from '@phonehaat/contract';
import { bookings, payments, products, users } from '../../src/db/schema/index.ts';
import { productJsonById } from '../../src/services/products/get-product.ts';
import { listProducts } from '../../src/services/products/list-products.ts';
import { sellerProductsJson } from '../../src/services/products/seller-products.ts';
import { bookingsOfBuyer } from '../../src/services/bookings/list-bookings.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/**
 * Product and booking answers are JSON the database writes (product-json.ts; the bookings' stored
 * `public_json`). Each is checked here against the contract's schema and against the row as JavaScript
 * reads it: text that needs escaping, optional members, and timestamps with microseconds, which
 * JSON.stringify of a Date writes to the millisecond.
 */

/** Every character class JSON escapes or that a naive writer gets wrong. */
const awkward = 'Quote " backslash \\ slash / tab \t newline \n bell \u0007 Bangla মোবাইল emoji 📱 end';

describe.each(databaseKinds)('answers written as JSON by the database on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let plainId: string;
  let awkwardId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await t.signUp('Seller', { name: 'Seller "Rahim" \\ Khan' });
    buyer = await t.signUp('User');
    const brand = await makeCategory(t.database.db, { slug: 'brand-json', name: 'Brand "JSON"' });
    await t.database.db.update(users).set({ verify: true }).where(eq(users.id, seller.id));
    const plain = await makeProduct(t.database.db, seller, brand, {
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
      postDate: '2026-01-02',
    });
    const odd = await makeProduct(t.database.db, seller, brand, {
      productName: awkward,
      location: `Mirpur ${awkward}`,
      details: `Details ${awkward}`,
      imageSet: [
        { url: '/uploads/a-320.webp', width: 320 },
        { url: '/uploads/a-640.webp', width: 640 },
      ],
      adsLabel: 'Advertised "now"',
      advertisedAt: new Date(),
      postDate: '2025-12-31',
    });
    plainId = plain.id;
    awkwardId = odd.id;
    // Microseconds that a Date cannot hold: the answer must say .999, as JSON.stringify of the Date would.
    await t.database.db.execute(sql`update ${products} set created_at = '2026-02-03 04:05:06.999999+00' where id = ${odd.id}`);
  });
  afterAll(() => t.close());

  /** What the answer must be: the row as drizzle reads it, in the contract's shape. */
  async function expectedProduct(id: string, withEmail: boolean): Promise<Product> {
    const [row] = await t.database.db
      .select({ product: products, verify: users.verify, email: users.email })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(eq(products.id, id));
    const p = row!.product;
    return {
      _id: p.id,
      productName: p.productName,
      image: p.image,
      imageSet: p.imageSet,
      purchase: p.purchase,
      selling: p.selling,
      location: p.location,
      details: p.details,
      postDate: p.postDate,
      usingYears: p.usingYears,
      seller: p.sellerName,
      ...(withEmail && { email: row!.email }),
      brand: p.brandId,
      brandName: p.brandName,
      ...(p.adsLabel && { ads: p.adsLabel }),
      sellerVerified: row!.verify,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    };
  }

  it('writes a list page as the contract says, escaping text and leaving out what is not there', async () => {
    const page = await listProducts(t.database.db, { sort: 'oldest' }, { allEmails: false });
    const items = product.array().parse(JSON.parse(page.json));
    expect(items).toEqual([await expectedProduct(plainId, false), await expectedProduct(awkwardId, false)]);
    expect(items[1]!.createdAt).toBe('2026-02-03T04:05:06.999Z');
    expect(items[1]!.productName).toBe(awkward);
    expect(items[0]).not.toHaveProperty('ads');
    expect(items[1]!.ads).toBe('Advertised "now"');
    expect(JSON.parse(page.json)[0]).not.toHaveProperty('email');
  });

  it("shows sellers' emails to admins in lists, and to a seller on their own listing", async () => {
    const page = await listProducts(t.database.db, { sort: 'oldest' }, { allEmails: true });
    expect(product.array().parse(JSON.parse(page.json))).toEqual([
      await expectedProduct(plainId, true),
      await expectedProduct(awkwardId, true),
    ]);
    expect(JSON.parse(await productJsonById(t.database.db, awkwardId, { allEmails: false }))).toEqual(
      await expectedProduct(awkwardId, false),
    );
    const asSeller = await productJsonById(t.database.db, awkwardId, { allEmails: false, viewerId: seller.id });
    expect(product.parse(JSON.parse(asSeller))).toEqual(await expectedProduct(awkwardId, true));
    const asBuyer = await productJsonById(t.database.db, awkwardId, { allEmails: false, viewerId: buyer.id });
    expect(JSON.parse(asBuyer)).not.toHaveProperty('email');
    expect(JSON.parse(await productJsonById(t.database.db, awkwardId, { allEmails: true, viewerId: buyer.id }))).toHaveProperty(
      'email',
      seller.email,
    );
    const own = product
      .array()
      .parse(JSON.parse(await sellerProductsJson(t.database.db, { ...seller, verify: true, image: null })));
    expect(own.map((item) => item._id)).toEqual([awkwardId, plainId]);
    expect(own[0]).toEqual(await expectedProduct(awkwardId, true));
  });

  it('answers an empty list as []', async () => {
    const page = await listProducts(t.database.db, { q: 'nothing-matches-this' }, { allEmails: false });
    expect(page.json).toBe('[]');
    expect(await bookingsOfBuyer(t.database.db, { ...seller, verify: true, image: null }, seller.email)).toBe('[]');
  });

  it("writes a buyer's bookings with the product's state and the payment's transaction", async () => {
    const db = t.database.db;
    const insertBooking = async (productId: string, createdAt: string) => {
      const [row] = await db
        .insert(bookings)
        .values({
          productId,
          buyerId: buyer.id,
          buyerName: 'Buyer "B" \\ Name',
          email: buyer.email,
          price: 62_000,
          productName: awkward,
          productImage: '/demo/phones/iphone-front-midnight.svg',
          sellerLocation: 'Dhanmondi, Dhaka',
          pickUpLocation: `Gulshan ${awkward}`,
          phone: '+8801712345678',
        })
        .returning();
      await db.execute(sql`update ${bookings} set created_at = ${createdAt}::timestamptz where id = ${row!.id}`);
      return row!.id;
    };
    const soldThing = await makeProduct(db, seller, { id: (await makeCategory(db)).id, name: 'Other' }, { status: 'sold' });
    const removedThing = await makeProduct(
      db,
      seller,
      { id: (await makeCategory(db)).id, name: 'Other' },
      { deletedAt: new Date() },
    );
    const openId = await insertBooking(plainId, '2026-03-01 10:00:00.000001+00');
    const paidId = await insertBooking(soldThing.id, '2026-03-02 10:00:00.5+00');
    const removedId = await insertBooking(removedThing.id, '2026-03-03 10:00:00+00');
    await db.update(bookings).set({ paid: true }).where(eq(bookings.id, paidId));
    await db.insert(payments).values({
      bookingId: paidId,
      productId: soldThing.id,
      buyerId: buyer.id,
      amount: 62_000,
      provider: 'simulated',
      transactionId: 'pi_"quoted"',
      email: buyer.email,
    });

    const json = await bookingsOfBuyer(db, { ...buyer, verify: false, image: null }, buyer.email);
    const items = booking.array().parse(JSON.parse(json));
    const common = {
      productName: awkward,
      buyerName: 'Buyer "B" \\ Name',
      email: buyer.email,
      price: 62_000,
      productImage: '/demo/phones/iphone-front-midnight.svg',
      sellerLocation: 'Dhanmondi, Dhaka',
      pickUpLocation: `Gulshan ${awkward}`,
      phone: '+8801712345678',
    };
    const expected: Booking[] = [
      {
        _id: removedId,
        productId: removedThing.id,
        ...common,
        paid: false,
        productStatus: 'removed',
        createdAt: '2026-03-03T10:00:00.000Z',
      },
      {
        _id: paidId,
        productId: soldThing.id,
        ...common,
        paid: true,
        productStatus: 'sold',
        transactionId: 'pi_"quoted"',
        createdAt: '2026-03-02T10:00:00.500Z',
      },
      {
        _id: openId,
        productId: plainId,
        ...common,
        paid: false,
        productStatus: 'available',
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ];
    expect(items).toEqual(expected);
    expect(JSON.parse(json)[0]).not.toHaveProperty('transactionId');

    const one = await t.app.inject({ url: `/api/bookingProduct/${paidId}`, headers: buyer.auth });
    expect(one.statusCode).toBe(200);
    expect(booking.parse(one.json())).toEqual(expected[1]);
  });
});
