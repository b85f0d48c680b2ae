import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, SellerProfile } from '@phonehaat/contract';
import { dealWindows } from '../../src/services/orders/deal-windows.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('ratings on the order page and the product answers on %s', (kind) => {
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let seller: Actor;
  let category: { id: string; name: string };
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    deal = dealDriver(t);
    seller = await t.signUp('Seller');
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  /** A phone of the seller's, bought by a new buyer and met for: a completed order. */
  async function completedOrder() {
    const buyer = await t.signUp();
    const product = await makeProduct(t.database.db, seller, category, { selling: 25_000 });
    const orderId = await deal.book(buyer, product.id);
    await deal.act(seller, orderId, 'accept');
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    const code = (await deal.order(buyer, orderId)).handoverCode!;
    await deal.act(seller, orderId, 'handover-code', { neirDeregistered: true, code });
    const completed = await deal.act(buyer, orderId, 'received');
    expect(completed.state).toBe('completed');
    return { buyer, orderId, product };
  }

  const productAnswer = async (id: string) => (await t.app.inject(`/api/products/${id}`)).json<Product>();

  it('tells each side who they are, until when they may rate and whether they still may; both ratings show on the order', async () => {
    const { buyer, orderId } = await completedOrder();
    const asBuyer = await deal.order(buyer, orderId);
    expect(asBuyer).toMatchObject({ viewerSides: ['buyer'], canReview: true, reviews: [] });
    expect(Date.parse(asBuyer.reviewUntil!) - Date.parse(asBuyer.completedAt!)).toBe(dealWindows.reviewMs);
    expect(await deal.order(seller, orderId)).toMatchObject({ viewerSides: ['seller'], canReview: true });

    expect((await deal.call(buyer, 'POST', `/orders/${orderId}/review`, { rating: 4, text: 'Good phone' })).statusCode).toBe(201);
    expect(await deal.order(buyer, orderId)).toMatchObject({
      canReview: false,
      reviews: [{ authorSide: 'buyer', authorName: buyer.name, rating: 4, text: 'Good phone' }],
    });
    // The seller has not rated yet: still may.
    expect((await deal.order(seller, orderId)).canReview).toBe(true);
    expect((await deal.call(seller, 'POST', `/orders/${orderId}/review`, { rating: 5 })).statusCode).toBe(201);
    const afterBoth = await deal.order(seller, orderId);
    expect(afterBoth.canReview).toBe(false);
    expect(afterBoth.reviews?.map((review) => [review.authorSide, review.rating])).toEqual([
      ['buyer', 4],
      ['seller', 5],
    ]);
  });

  it('offers no rating before completion or after the 14 days', async () => {
    const buyer = await t.signUp();
    const product = await makeProduct(t.database.db, seller, category);
    const booked = await deal.book(buyer, product.id);
    expect(await deal.order(buyer, booked)).toMatchObject({ canReview: false, reviewUntil: null, completedAt: null });

    const { buyer: late, orderId } = await completedOrder();
    clock.advance(dealWindows.reviewMs + 1);
    expect((await deal.order(late, orderId)).canReview).toBe(false);
    const refused = await deal.call(late, 'POST', `/orders/${orderId}/review`, { rating: 5 });
    expect(refused.statusCode).toBe(409);
  });

  it("carries the seller's id and buyers' average rating on product answers, kept as ratings arrive", async () => {
    const lonely = await t.signUp('Seller');
    expect(await productAnswer((await makeProduct(t.database.db, lonely, category)).id)).toMatchObject({
      sellerId: lonely.id,
      sellerRating: null,
    });
    const unrated = await makeProduct(t.database.db, seller, category);
    const countBefore = (await productAnswer(unrated.id)).sellerRating?.count ?? 0;

    const first = await completedOrder();
    const second = await completedOrder();
    await deal.call(first.buyer, 'POST', `/orders/${first.orderId}/review`, { rating: 5 });
    await deal.call(second.buyer, 'POST', `/orders/${second.orderId}/review`, { rating: 2 });
    // The seller's rating of a buyer is not the seller's own rating.
    await deal.call(seller, 'POST', `/orders/${first.orderId}/review`, { rating: 1 });

    const profile = (await t.app.inject(`/api/sellers/${seller.id}`)).json<SellerProfile>();
    expect(profile.ratingCount).toBe(countBefore + 2);
    const rating = { average: profile.averageRating, count: profile.ratingCount };
    expect(await productAnswer(unrated.id)).toMatchObject({ sellerId: seller.id, sellerRating: rating });
    const list = await t.app.inject(`/api/allProducts?limit=50`);
    expect(list.json<Product[]>().find((item) => item._id === unrated.id)?.sellerRating).toEqual(rating);
  });

  it("averages buyers' ratings to one decimal on the seller page and product answers", async () => {
    const fresh = await t.signUp('Seller');
    const phone = await makeProduct(t.database.db, fresh, category);
    for (const rating of [5, 4, 4]) {
      const buyer = await t.signUp();
      const product = await makeProduct(t.database.db, fresh, category);
      const orderId = await deal.book(buyer, product.id);
      await deal.act(fresh, orderId, 'accept');
      await deal.pay(buyer, orderId);
      await deal.act(fresh, orderId, 'handover-code', { neirDeregistered: true, code: (await deal.order(buyer, orderId)).handoverCode! });
      await deal.act(buyer, orderId, 'received');
      expect((await deal.call(buyer, 'POST', `/orders/${orderId}/review`, { rating })).statusCode).toBe(201);
    }
    expect((await productAnswer(phone.id)).sellerRating).toEqual({ average: 4.3, count: 3 });
    const profile = (await t.app.inject(`/api/sellers/${fresh.id}`)).json<SellerProfile>();
    expect(profile).toMatchObject({ averageRating: 4.3, ratingCount: 3, completedSales: 3 });
    expect(profile.reviews.map((review) => review.rating).sort()).toEqual([4, 4, 5]);
    expect(profile.listings.map((listing) => listing._id)).toContain(phone.id);
  });
});
