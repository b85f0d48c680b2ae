import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking } from '@phonehaat/contract';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { bookings, payments, products, users } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { databaseKinds, openTestDatabase } from '../support/test-app.ts';

/**
 * Copies that triggers keep on a row (migrations 0003 and 0004): a product's copy of its seller's
 * tick, a booking's copy of its product's state and of its payment's transaction id. They must follow
 * what they copy whatever writes it — here plain SQL, no application code — and also when both rows
 * are written at the same moment from two connections (PostgreSQL only: PGlite has one connection).
 */

async function people(database: DatabaseHandle, suffix: string) {
  const seller = { id: `seller-${suffix}`, name: 'Seller', email: `seller-${suffix}@example.com`, role: 'Seller' as const };
  const buyer = { id: `buyer-${suffix}`, name: 'Buyer', email: `buyer-${suffix}@example.com`, role: 'User' as const };
  await database.db.insert(users).values([seller, buyer]);
  return { seller, buyer };
}

const insertBooking = (database: DatabaseHandle, productId: string, buyer: { id: string; email: string }) =>
  database.db
    .insert(bookings)
    .values({
      productId,
      buyerId: buyer.id,
      buyerName: 'Buyer',
      email: buyer.email,
      price: 30_000,
      productName: 'Galaxy S21',
      productImage: '/a.webp',
      sellerLocation: 'Mirpur',
      pickUpLocation: 'Gulshan',
      phone: '01700000000',
    })
    .returning({ id: bookings.id })
    .then((rows) => rows[0]!.id);

const storedBooking = async (database: DatabaseHandle, id: string) => {
  const [row] = await database.db.select({ json: bookings.publicJson }).from(bookings).where(eq(bookings.id, id));
  return booking.parse(JSON.parse(row!.json));
};

describe.each(databaseKinds)('copies kept by triggers on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("keeps a booking's product state and transaction id through every change", async () => {
    const { seller, buyer } = await people(database, 'sequence');
    const product = await makeProduct(database.db, seller, await makeCategory(database.db));
    const id = await insertBooking(database, product.id, buyer);
    expect(await storedBooking(database, id)).toMatchObject({ productStatus: 'available', paid: false });

    await database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, product.id));
    expect((await storedBooking(database, id)).productStatus).toBe('removed');
    await database.db.update(products).set({ deletedAt: null, status: 'sold' }).where(eq(products.id, product.id));
    expect((await storedBooking(database, id)).productStatus).toBe('sold');

    await database.db.insert(payments).values({
      bookingId: id,
      productId: product.id,
      buyerId: buyer.id,
      amount: 30_000,
      provider: 'simulated',
      transactionId: 'pi_first',
      email: buyer.email,
    });
    expect((await storedBooking(database, id)).transactionId).toBe('pi_first');
    await database.db.update(payments).set({ transactionId: 'pi_"second"' }).where(eq(payments.bookingId, id));
    expect((await storedBooking(database, id)).transactionId).toBe('pi_"second"');
    await database.db.delete(payments).where(eq(payments.bookingId, id));
    expect(await storedBooking(database, id)).not.toHaveProperty('transactionId');

    // A booking inserted for a product already sold says so from the start.
    const { buyer: late } = await people(database, 'late');
    expect((await storedBooking(database, await insertBooking(database, product.id, late))).productStatus).toBe('sold');
  });
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('copies written at the same moment on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  /**
   * Runs `first` in a transaction that stays open while `second` is sent from another connection,
   * then commits it: the order in which a copy could go stale.
   */
  async function interleave(
    first: (tx: Parameters<Parameters<DatabaseHandle['db']['transaction']>[0]>[0]) => Promise<unknown>,
    second: () => Promise<unknown>,
  ) {
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await first(tx);
      started();
      await held;
    });
    await begun;
    const late = second();
    // Long enough for the second statement to reach the database (and wait, if it waits).
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await transaction;
    return late;
  }

  it('a booking inserted while its product is being sold takes the sold state', async () => {
    const { seller, buyer } = await people(database, 'race-sold');
    const product = await makeProduct(database.db, seller, await makeCategory(database.db));
    const id = (await interleave(
      (tx) => tx.update(products).set({ status: 'sold' }).where(eq(products.id, product.id)),
      () => insertBooking(database, product.id, buyer),
    )) as string;
    expect((await storedBooking(database, id)).productStatus).toBe('sold');
  });

  it("a listing inserted while its seller is being verified takes the seller's tick", async () => {
    const { seller } = await people(database, 'race-verified');
    const category = await makeCategory(database.db);
    const inserted = (await interleave(
      (tx) => tx.update(users).set({ verify: true }).where(eq(users.id, seller.id)),
      () => makeProduct(database.db, seller, category),
    )) as { id: string };
    const [row] = await database.db
      .select({ sellerVerified: products.sellerVerified, json: products.publicJson })
      .from(products)
      .where(eq(products.id, inserted.id));
    expect(row!.sellerVerified).toBe(true);
    expect(JSON.parse(row!.json)).toMatchObject({ sellerVerified: true });
  });
});
