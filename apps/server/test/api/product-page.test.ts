import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neirRequiredMessage, type Order, type Product, type SellerProfile } from '@phonehaat/contract';
import { orderEvents, users } from '../../src/db/schema/index.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/**
 * Issue 26 on the product page and at the hand-over (decisions 0044, 0045): similar phones, the seller
 * card's sales count, and the NEIR confirmation every hand-over requires and records.
 */
describe.each(databaseKinds)('product page and hand-over on %s', (kind) => {
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let seller: Actor;
  let otherSeller: Actor;
  let buyer: Actor;
  let apple: { id: string; name: string };
  let samsung: { id: string; name: string };
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    deal = dealDriver(t);
    [seller, otherSeller, buyer] = (await Promise.all([t.signUp('Seller'), t.signUp('Seller'), t.signUp()])) as [Actor, Actor, Actor];
    apple = await makeCategory(t.database.db, { name: 'Apple' });
    samsung = await makeCategory(t.database.db, { name: 'Samsung' });
  });
  afterAll(() => t.close());

  const similarOf = async (id: string) => {
    const response = await t.app.inject(`/api/products/${id}/similar`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Product[]>().map((item) => item.productName);
  };
  const phone = (name: string, selling: number, model: string | null, category = apple, owner = seller) =>
    makeProduct(t.database.db, owner, category, { productName: name, selling, model });

  it('answers the same model nearest in price within ±25 %, then the same brand, never the phone itself', async () => {
    const page = await phone('13 page', 60_000, 'iPhone 13');
    await phone('13 at 59k', 59_000, 'iPhone 13');
    await phone('13 at 66k', 66_000, 'iPhone 13', apple, otherSeller);
    await phone('13 at 50k', 50_000, 'iPhone 13');
    await phone('13 at 75k', 75_000, 'iPhone 13'); // +25 %: the edge is in
    await phone('13 at 76k', 76_000, 'iPhone 13'); // beyond it
    await phone('13 at 44k', 44_000, 'iPhone 13'); // beyond it below
    await phone('12 at 61k', 61_000, 'iPhone 12'); // same brand, close price
    await phone('14 at 90k', 90_000, 'iPhone 14'); // same brand, too dear
    await phone('S22 at 60k', 60_000, 'Galaxy S22', samsung); // another brand
    const sold = await phone('13 sold at 60k', 60_000, 'iPhone 13');
    await t.app.inject({ method: 'POST', url: `/api/products/${sold.id}/sold`, headers: seller.auth });

    // The model's four in price order of closeness, then the brand's one to fill up; the page's phone is not among them.
    expect(await similarOf(page.id)).toEqual(['13 at 59k', '13 at 66k', '13 at 50k', '13 at 75k', '12 at 61k']);
  });

  it('stops at six, closest first, and answers the brand alone for a listing without a model', async () => {
    const many = await Promise.all(
      [40_000, 40_500, 39_000, 41_000, 38_500, 42_000, 43_000, 37_000].map((price) => phone(`A54 at ${price}`, price, 'Galaxy A54', samsung)),
    );
    const anchor = many[0]!;
    // 37,000 and 43,000 are equally close: the cheaper comes first, and the sixth place is its.
    expect(await similarOf(anchor.id)).toEqual(['A54 at 40500', 'A54 at 39000', 'A54 at 41000', 'A54 at 38500', 'A54 at 42000', 'A54 at 37000']);
    const legacy = await phone('Old listing', 60_000, null, samsung);
    // No model: the brand's phones within the spread (the S22 at the same price first, then the A54s are too cheap).
    expect(await similarOf(legacy.id)).toEqual(['S22 at 60k']);
  });

  it('answers 404 for a phone not public and for an id that names none', async () => {
    const pending = await makeProduct(t.database.db, seller, apple, { reviewStatus: 'pending', model: 'iPhone 13' });
    expect((await t.app.inject(`/api/products/${pending.id}/similar`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/products/not-an-id/similar')).statusCode).toBe(404);
  });

  it("gives the product page the seller card: completed sales counted by the completing transition, and since when", async () => {
    const card = async (id: string) => (await t.app.inject(`/api/products/${id}`)).json<Product>().sellerCard;
    const first = await phone('Card phone', 30_000, 'iPhone 11', apple, otherSeller);
    const before = await card(first.id);
    expect(before?.completedSales).toBe(0);
    const [row] = await t.database.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, otherSeller.id));
    expect(before?.memberSince).toBe(row!.createdAt.toISOString());
    // Lists stay lean: no card on them.
    const list = (await t.app.inject('/api/allProducts?limit=50')).json<Product[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((item) => item.sellerCard === undefined)).toBe(true);

    // A paid order handed over and received: one sale.
    const orderId = await deal.book(buyer, first.id);
    await deal.act(otherSeller, orderId, 'accept');
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    const code = (await deal.order(buyer, orderId)).handoverCode!;
    await deal.act(otherSeller, orderId, 'handover-code', { code, neirDeregistered: true });
    expect((await card(first.id))?.completedSales).toBe(0);
    await deal.act(buyer, orderId, 'received');
    expect((await card(first.id))?.completedSales).toBe(1);

    // A cash sale completes at the code: two. The seller's public page says the same.
    const second = await makeProduct(t.database.db, otherSeller, apple, { productName: 'Cash card phone', cashAccepted: true });
    const cashOrder = await deal.book(buyer, second.id);
    await deal.act(otherSeller, cashOrder, 'accept');
    await deal.act(buyer, cashOrder, 'cash');
    await deal.act(otherSeller, cashOrder, 'handover-code', { code: (await deal.order(buyer, cashOrder)).handoverCode!, neirDeregistered: true });
    const remaining = await phone('Still for sale', 31_000, 'iPhone 11', apple, otherSeller);
    expect((await card(remaining.id))?.completedSales).toBe(2);
    const profile = (await t.app.inject(`/api/sellers/${otherSeller.id}`)).json<SellerProfile>();
    expect(profile.completedSales).toBe(2);
  });

  describe('the NEIR confirmation at the hand-over', () => {
    /** A paid order of a new phone, ready to be handed over; answers its id and the buyer's code. */
    async function paidOrder(): Promise<{ orderId: string; code: string }> {
      const product = await phone('NEIR phone', 25_000, 'iPhone XR');
      const orderId = await deal.book(buyer, product.id);
      await deal.act(seller, orderId, 'accept');
      expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
      return { orderId, code: (await deal.order(buyer, orderId)).handoverCode! };
    }
    const post = (orderId: string, path: string, payload: object) => deal.call(seller, 'POST', `/orders/${orderId}/${path}`, payload);

    it('refuses a hand-over by code without it (400 naming it), and records it with who and when', async () => {
      const { orderId, code } = await paidOrder();
      for (const payload of [{ code }, { code, neirDeregistered: false }, { code, neirDeregistered: 'yes' }]) {
        const refused = await post(orderId, 'handover-code', payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.body).toContain(neirRequiredMessage);
      }
      expect((await deal.order(buyer, orderId)).state).toBe('paid');

      const at = clock.now().toISOString();
      const handed = await deal.act(seller, orderId, 'handover-code', { code, neirDeregistered: true });
      expect(handed.state).toBe('handed_over');
      const [event] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id).then((rows) => rows.slice(-1));
      expect(event).toMatchObject({ action: 'enter_code', actor: 'seller', actorId: seller.id, neirDeregistered: true });
      expect(event!.at.toISOString()).toBe(at);
      // Both sides see it on the hand-over's line, and only there.
      for (const side of [buyer, seller]) {
        const timeline = (await deal.order(side, orderId)).timeline!;
        expect(timeline.filter((line) => line.neirDeregistered).map((line) => line.action)).toEqual(['enter_code']);
      }
    });

    it('refuses the courier dispatch without it too, and the cash hand-over', async () => {
      const { orderId } = await paidOrder();
      const refused = await post(orderId, 'sent', { trackingReference: 'RX-1' });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(neirRequiredMessage);
      const sent = await deal.act(seller, orderId, 'sent', { trackingReference: 'RX-1', neirDeregistered: true });
      expect(sent.timeline!.at(-1)).toMatchObject({ action: 'mark_sent', neirDeregistered: true });

      const cash = await makeProduct(t.database.db, seller, apple, { productName: 'Cash NEIR phone', cashAccepted: true });
      const cashOrder = await deal.book(buyer, cash.id);
      await deal.act(seller, cashOrder, 'accept');
      await deal.act(buyer, cashOrder, 'cash');
      const code = (await deal.order(buyer, cashOrder)).handoverCode!;
      expect((await post(cashOrder, 'handover-code', { code })).statusCode).toBe(400);
      const done: Order = await deal.act(seller, cashOrder, 'handover-code', { code, neirDeregistered: true });
      expect(done.state).toBe('completed');
      expect(done.timeline!.filter((line) => line.neirDeregistered)).toHaveLength(1);
    });
  });
});
