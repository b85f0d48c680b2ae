import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountDeleted, AccountDeletionCheck, RatingsAsBuyer, SellerBalance } from '@phonehaat/contract';
import {
  accounts,
  bookings,
  ledgerEntries,
  notificationSettings,
  notifications,
  payments,
  payouts,
  products,
  pushSubscriptions,
  reviews,
  sessions,
  users,
  verifications,
} from '../../src/db/schema/index.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct } from '../support/factories.ts';
import { databaseKinds, TEST_PASSWORD, type Actor } from '../support/test-app.ts';

/**
 * Issue 38 §4, the account page's own calls: the ratings sellers gave the person as a buyer, and deleting
 * the account — refused while a deal is open or money is held, otherwise personal data erased and the
 * deals kept.
 */
describe.each(databaseKinds)('the own account: ratings as a buyer and deleting it, on %s', (kind) => {
  const clock = new TestClock(new Date('2026-05-04T06:00:00Z'));
  const f = dealFixture(kind, clock);

  const call = (actor: Actor, method: 'GET' | 'DELETE', url: string) =>
    f.app.inject({ method, url: `/api${url}`, headers: actor.auth });
  const signIn = (email: string) =>
    f.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: TEST_PASSWORD } });

  /** A phone of `seller`'s bought by `buyer` and met for: a completed order, the seller's money released. */
  async function completedOrder(buyer: Actor, seller: Actor = f.seller, productName = 'Galaxy S21 128GB') {
    const product = await makeProduct(f.db, seller, f.category, { productName, selling: 20_000 });
    const orderId = await f.book(buyer, product.id);
    await f.act(seller, orderId, 'accept');
    expect((await f.pay(buyer, orderId)).statusCode).toBe(200);
    clock.advance(60_000);
    await f.act(seller, orderId, 'handover-code', {
      neirDeregistered: true,
      code: (await f.order(buyer, orderId)).handoverCode!,
    });
    clock.advance(60_000);
    expect((await f.act(buyer, orderId, 'received')).state).toBe('completed');
    return { orderId, product };
  }

  const rate = async (author: Actor, orderId: string, rating: number, text?: string) =>
    expect((await f.call(author, 'POST', `/orders/${orderId}/review`, { rating, ...(text && { text }) })).statusCode).toBe(201);

  it("lists the sellers' ratings of the person as a buyer, newest first, with the average; not the person's own ratings", async () => {
    const buyer = await f.signUp('User');
    const otherSeller = await f.signUp('Seller', { name: 'Rahim Mobile' });
    const first = await completedOrder(buyer, f.seller, 'iPhone 12 64GB');
    const second = await completedOrder(buyer, otherSeller, 'Redmi Note 12');
    await rate(f.seller, first.orderId, 4, 'Came on time');
    clock.advance(60_000);
    await rate(otherSeller, second.orderId, 5);
    // The buyer's rating of a seller is about the seller, not the buyer.
    await rate(buyer, first.orderId, 2, 'Scratched');

    const answer = await call(buyer, 'GET', '/users/me/ratings');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<RatingsAsBuyer>()).toEqual({
      averageRating: 4.5,
      ratingCount: 2,
      ratings: [
        expect.objectContaining({
          orderId: second.orderId,
          rating: 5,
          text: null,
          sellerName: 'Rahim Mobile',
          productName: 'Redmi Note 12',
        }),
        expect.objectContaining({
          orderId: first.orderId,
          rating: 4,
          text: 'Came on time',
          sellerName: f.seller.name,
          productName: 'iPhone 12 64GB',
        }),
      ],
    });
    // The seller's own page of ratings as a buyer is empty: the buyer's 2 stars are theirs as a seller.
    expect((await call(f.seller, 'GET', '/users/me/ratings')).json<RatingsAsBuyer>()).toMatchObject({
      ratingCount: 0,
      averageRating: null,
      ratings: [],
    });
    expect((await f.app.inject({ method: 'GET', url: '/api/users/me/ratings' })).statusCode).toBe(401);
  });

  it('refuses to delete an account with an open order, on either side, and says so; nothing changes', async () => {
    const buyer = await f.signUp('User');
    const seller = await f.signUp('Seller');
    const product = await makeProduct(f.db, seller, f.category, { productName: 'Pixel 6a' });
    const unsold = await makeProduct(f.db, seller, f.category, { productName: 'Pixel 7' });
    await f.book(buyer, product.id);

    for (const [actor, blockers, words] of [
      [buyer, { ordersAsBuyer: 1, ordersAsSeller: 0 }, '1 open order as buyer'],
      [seller, { ordersAsBuyer: 0, ordersAsSeller: 1 }, '1 open order as seller'],
    ] as const) {
      const check = await call(actor, 'GET', '/users/me/deletion');
      expect(check.json<AccountDeletionCheck>()).toEqual({
        deletable: false,
        blockers: { ...blockers, held: 0, available: 0, requested: 0 },
      });
      const refused = await call(actor, 'DELETE', '/users/me');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'ACCOUNT_NOT_DELETABLE', message: expect.stringContaining(words) });
    }
    const [row] = await f.db.select().from(users).where(eq(users.id, seller.id));
    expect(row).toMatchObject({ deletedAt: null, name: seller.name, email: seller.email });
    const [listing] = await f.db.select().from(products).where(eq(products.id, unsold.id));
    expect(listing!.deletedAt).toBeNull();
    expect((await signIn(seller.email)).statusCode).toBe(200);
    expect((await call(seller, 'GET', '/users/me/ratings')).statusCode).toBe(200);
  });

  it("refuses while money is the seller's to be paid, and once it is paid out lets them go", async () => {
    const seller = await f.signUp('Seller');
    const buyer = await f.signUp('User');
    await completedOrder(buyer, seller);
    const balance = (await f.call(seller, 'GET', '/balance')).json<SellerBalance>();
    expect(balance.available).toBeGreaterThan(0);

    const refused = await call(seller, 'DELETE', '/users/me');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('available to pay out');
    expect((await call(seller, 'GET', '/users/me/deletion')).json<AccountDeletionCheck>()).toMatchObject({
      deletable: false,
      blockers: { ordersAsSeller: 0, available: balance.available },
    });

    const payout = await f.call(seller, 'POST', '/payouts', {
      amount: balance.available,
      account: { method: 'bkash', number: '01812345678' },
    });
    expect(payout.statusCode, payout.body).toBe(201);
    // Asked for, not yet sent: still the seller's money.
    expect((await call(seller, 'DELETE', '/users/me')).json<{ message: string }>().message).toContain('in payout requests');
    const paid = await f.call(f.admin, 'POST', `/payouts/${payout.json<{ _id: string }>()._id}/paid`, { reference: 'BK-1' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await call(seller, 'GET', '/users/me/deletion')).json<AccountDeletionCheck>().deletable).toBe(true);
    expect((await call(seller, 'DELETE', '/users/me')).statusCode).toBe(200);
  });

  it("erases the person's data, keeps the deals, signs them out for good and frees the email", async () => {
    // Someone who bought a phone, sold one (paid out), has a phone unsold and a trail of personal data.
    const person = await f.signUp('Seller', { name: 'Nusrat Jahan' });
    const buyer = await f.signUp('User');
    const bought = await completedOrder(person, f.seller, 'iPhone 11 64GB');
    const sold = await completedOrder(buyer, person, 'Galaxy A54');
    await rate(f.seller, bought.orderId, 5, 'Polite buyer');
    await rate(person, bought.orderId, 4);
    await rate(buyer, sold.orderId, 3);
    const { available } = (await f.call(person, 'GET', '/balance')).json<SellerBalance>();
    const payout = await f.call(person, 'POST', '/payouts', {
      amount: available,
      account: { method: 'bkash', number: '01812345678' },
    });
    await f.call(f.admin, 'POST', `/payouts/${payout.json<{ _id: string }>()._id}/paid`, { reference: 'BK-2' });
    const unsold = await makeProduct(f.db, person, f.category, { productName: 'Nokia G21' });
    await f.db
      .update(users)
      .set({ phoneNumber: '+8801712345678', phoneNumberVerified: true, image: '/uploads/face-96.webp' })
      .where(eq(users.id, person.id));
    await f.db
      .insert(accounts)
      .values({ id: `google-${person.id}`, accountId: 'google-sub-1', providerId: 'google', userId: person.id });
    await f.db
      .insert(pushSubscriptions)
      .values({ userId: person.id, endpoint: `https://push.example/${person.id}`, p256dh: 'k', auth: 'a' });
    await f.db.insert(notificationSettings).values({ userId: person.id, kind: 'booking_made', channel: 'email', enabled: false });
    await f.db.insert(verifications).values({
      id: `reset-${person.id}`,
      identifier: 'reset-password:tok',
      value: person.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const laptop = (await signIn(person.email)).headers['set-auth-token'];
    expect(await f.db.select().from(notifications).where(eq(notifications.userId, person.id))).not.toEqual([]);
    const ordersOf = () =>
      f.db
        .select()
        .from(bookings)
        .where(inArray(bookings.id, [bought.orderId, sold.orderId]));
    const ledgerOf = () => f.db.select().from(ledgerEntries).where(eq(ledgerEntries.sellerId, person.id));
    const [ordersBefore, ledgerBefore] = [await ordersOf(), await ledgerOf()];

    const deleted = await call(person, 'DELETE', '/users/me');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<AccountDeleted>()).toEqual({
      removed: ['profile', 'phone', 'listings', 'notifications', 'watchlist', 'sign-in'],
      kept: ['orders', 'payments', 'ratings', 'messages'],
    });

    const [row] = await f.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({
      name: 'Deleted user',
      email: `deleted-${person.id.toLowerCase()}@deleted.phonehaat.invalid`,
      emailVerified: false,
      image: null,
      phoneNumber: null,
      phoneNumberVerified: false,
      deletedAt: expect.any(Date),
    });
    for (const table of [accounts, sessions, pushSubscriptions, notificationSettings, notifications] as const) {
      expect(await f.db.select().from(table).where(eq(table.userId, person.id))).toEqual([]);
    }
    expect(await f.db.select().from(verifications).where(eq(verifications.value, person.id))).toEqual([]);
    // The unsold phone is down; the sold one stays with its order, under the new name.
    const listings = await f.db.select().from(products).where(eq(products.sellerId, person.id));
    expect(listings.find((listing) => listing.id === unsold.id)?.deletedAt).toEqual(expect.any(Date));
    expect(listings.find((listing) => listing.id === sold.product.id)).toMatchObject({
      deletedAt: null,
      sellerName: 'Deleted user',
    });
    // Orders, payments, the ledger, payouts and ratings stay as they were.
    expect(await ordersOf()).toEqual(ordersBefore);
    expect(await ledgerOf()).toEqual(ledgerBefore);
    expect(await f.db.select().from(payments).where(eq(payments.buyerId, person.id))).toHaveLength(1);
    expect(await f.db.select().from(payouts).where(eq(payouts.sellerId, person.id))).toHaveLength(1);
    const ratings = await f.db
      .select()
      .from(reviews)
      .where(inArray(reviews.orderId, [bought.orderId, sold.orderId]));
    expect(ratings).toHaveLength(3);
    // The other side still opens its order; the person shows as deleted in the ratings they gave.
    expect((await f.call(f.seller, 'GET', `/orders/${bought.orderId}`)).statusCode).toBe(200);
    const sellerOrder = await f.order(f.seller, bought.orderId);
    expect(sellerOrder.reviews?.find((review) => review.authorSide === 'buyer')?.authorName).toBe('Deleted user');

    // No way back in: neither token, nor the password, nor the public seller page.
    for (const token of [person.token, String(laptop)]) {
      const headers = { authorization: `Bearer ${token}` };
      expect((await f.app.inject({ method: 'GET', url: '/api/users/me/ratings', headers })).statusCode).toBe(401);
      expect((await f.app.inject({ method: 'GET', url: '/api/auth/get-session', headers })).json()).toBeNull();
    }
    expect((await signIn(person.email)).statusCode).toBe(401);
    expect((await f.app.inject(`/api/sellers/${person.id}`)).statusCode).toBe(404);
    expect((await f.app.inject(`/api/products/${unsold.id}`)).statusCode).toBe(404);

    // The address is free: a new sign-up with it is a new account.
    const again = await f.signUp('User', { email: person.email, name: 'Nusrat again' });
    expect(again.id).not.toBe(person.id);
    expect((await call(again, 'GET', '/users/me/ratings')).json<RatingsAsBuyer>().ratingCount).toBe(0);
    expect(
      await f.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, person.email))),
    ).toEqual([{ id: again.id }]);
  });

  it("leaves an admin's account alone: deleting it is an admin's job for others, not one's own", async () => {
    expect((await call(f.admin, 'GET', '/users/me/deletion')).statusCode).toBe(403);
    expect((await call(f.admin, 'DELETE', '/users/me')).statusCode).toBe(403);
    const [row] = await f.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, f.admin.id));
    expect(row!.deletedAt).toBeNull();
    expect((await f.app.inject({ method: 'DELETE', url: '/api/users/me' })).statusCode).toBe(401);
  });
});
