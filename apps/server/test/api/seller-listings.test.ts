import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@phonehaat/contract';
import { products, users } from '../../src/db/schema/index.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct, verifySellers } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)("a seller's listings on %s", (kind) => {
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let seller: Actor;
  let otherSeller: Actor;
  let admin: Actor;
  let category: { id: string; name: string };
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    deal = dealDriver(t);
    seller = await t.signUp('Seller');
    otherSeller = await t.signUp('Seller');
    admin = await t.signUp('admin');
    // Verified: their edits publish at once (an unverified seller's material edit waits for review, decision 0052).
    await verifySellers(t.database.db, seller, otherSeller);
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  const newProduct = () => makeProduct(t.database.db, seller, category, { selling: 40_000 });
  const call = (actor: Actor, method: 'PATCH' | 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: actor.auth, ...(payload && { payload }) });
  const row = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;
  const publicProduct = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();

  describe('edit', () => {
    it('changes the price, photo, location and details of an unsold listing, and the public answer shows them', async () => {
      const product = await newProduct();
      const response = await call(seller, 'PATCH', `/products/${product.id}`, {
        selling: 38_500,
        image: '/uploads/edited-640.webp',
        location: 'Uttara, Dhaka',
        details: 'New battery fitted last month.',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Product>()).toMatchObject({ selling: 38_500, location: 'Uttara, Dhaka', email: seller.email });
      expect(await publicProduct(product.id)).toMatchObject({
        selling: 38_500,
        image: '/uploads/edited-640.webp',
        location: 'Uttara, Dhaka',
        details: 'New battery fitted last month.',
        productName: product.productName,
      });
    });

    it('refuses bad input with per-field messages and changes nothing', async () => {
      const product = await newProduct();
      const empty = await call(seller, 'PATCH', `/products/${product.id}`, {});
      expect(empty.statusCode).toBe(400);
      const bad = await call(seller, 'PATCH', `/products/${product.id}`, { selling: -5, location: '' });
      expect(bad.statusCode).toBe(400);
      const foreignPhoto = await call(seller, 'PATCH', `/products/${product.id}`, { image: 'https://elsewhere.example/x.jpg' });
      expect(foreignPhoto.statusCode).toBe(400);
      expect(await row(product.id)).toMatchObject({ selling: 40_000, location: product.location, image: product.image });
    });

    it("refuses another seller's listing (403), a buyer (403) and a reserved or sold one (409)", async () => {
      const product = await newProduct();
      const byOther = await call(otherSeller, 'PATCH', `/products/${product.id}`, { selling: 1000 });
      expect(byOther.statusCode).toBe(403);
      expect(byOther.json()).toMatchObject({ message: 'You can only change your own listings' });
      const byAdmin = await call(admin, 'PATCH', `/products/${product.id}`, { selling: 1000 });
      expect(byAdmin.statusCode).toBe(403);
      const buyer = await t.signUp();
      expect((await call(buyer, 'PATCH', `/products/${product.id}`, { selling: 1000 })).statusCode).toBe(403);

      const orderId = await deal.book(buyer, product.id);
      expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
      const reserved = await call(seller, 'PATCH', `/products/${product.id}`, { selling: 1000 });
      expect(reserved.statusCode).toBe(409);
      expect(reserved.json()).toMatchObject({ message: 'A sold or reserved listing cannot be edited' });
      expect((await row(product.id)).selling).toBe(40_000);
    });
  });

  describe('Reserved', () => {
    it('shows a paid phone as reserved until its order completes (then sold) or is refunded (then available)', async () => {
      const product = await newProduct();
      const buyer = await t.signUp();
      const orderId = await deal.book(buyer, product.id);
      expect((await publicProduct(product.id)).status).toBe('available');
      expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
      expect((await publicProduct(product.id)).status).toBe('reserved');
      const mine = (await call(seller, 'GET', '/myProducts')).json<Product[]>().find((item) => item._id === product.id);
      expect(mine?.status).toBe('reserved');

      await deal.act(seller, orderId, 'cancel', { reason: 'Screen cracked meanwhile' });
      expect((await publicProduct(product.id)).status).toBe('available');
    });

    it('shows sold once the order is completed', async () => {
      const product = await newProduct();
      const buyer = await t.signUp();
      const orderId = await deal.book(buyer, product.id);
      await deal.pay(buyer, orderId);
      const paid = await deal.order(buyer, orderId);
      await deal.act(seller, orderId, 'handover-code', { neirDeregistered: true, code: paid.handoverCode });
      await deal.act(buyer, orderId, 'received');
      expect((await publicProduct(product.id)).status).toBe('sold');
    });
  });

  describe('mark sold and relist', () => {
    it('marks a listing sold outside PhoneHaat, declines its open bookings with a note, and relists it', async () => {
      const product = await newProduct();
      const buyer = await t.signUp();
      const orderId = await deal.book(buyer, product.id);

      const sold = await call(seller, 'POST', `/products/${product.id}/sold`);
      expect(sold.statusCode, sold.body).toBe(200);
      expect(sold.json<Product>()).toMatchObject({ status: 'sold', soldOutside: true });
      const declined = await deal.order(buyer, orderId);
      expect(declined.state).toBe('declined');
      expect(declined.timeline?.at(-1)).toMatchObject({ action: 'decline_sold', note: 'The seller has sold this phone outside PhoneHaat' });
      // Off the public list, and neither bookable nor payable.
      const listed = (await t.app.inject({ method: 'GET', url: '/api/allProducts?limit=100' })).json<Product[]>();
      expect(listed.map((item) => item._id)).not.toContain(product.id);
      const rebook = await deal.call(await t.signUp(), 'POST', '/bookingProduct', { productId: product.id, pickUpLocation: 'Banani', phone: '01711111111' });
      expect(rebook.statusCode).toBe(409);

      const twice = await call(seller, 'POST', `/products/${product.id}/sold`);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ message: 'This listing is already marked sold' });

      const relisted = await call(seller, 'POST', `/products/${product.id}/relist`);
      expect(relisted.statusCode, relisted.body).toBe(200);
      expect(relisted.json<Product>()).toMatchObject({ status: 'available', soldOutside: false });
      const again = (await t.app.inject({ method: 'GET', url: '/api/allProducts?limit=100' })).json<Product[]>();
      expect(again.map((item) => item._id)).toContain(product.id);
      expect((await call(seller, 'POST', `/products/${product.id}/relist`)).statusCode).toBe(409);
    });

    it('refuses to mark sold a phone a paid order holds (409), and to relist one sold through PhoneHaat (409)', async () => {
      const product = await newProduct();
      const buyer = await t.signUp();
      const orderId = await deal.book(buyer, product.id);
      await deal.pay(buyer, orderId);
      const held = await call(seller, 'POST', `/products/${product.id}/sold`);
      expect(held.statusCode).toBe(409);
      expect(held.json()).toMatchObject({ message: 'A paid booking holds this phone: finish or cancel that order first' });
      expect((await deal.order(buyer, orderId)).state).toBe('paid');

      const relist = await call(seller, 'POST', `/products/${product.id}/relist`);
      expect(relist.statusCode).toBe(409);
      expect(relist.json()).toMatchObject({ message: 'Only a listing you marked sold can be relisted' });
      expect((await row(product.id)).status).toBe('sold');
    });

    it("refuses another seller, an admin and a buyer (403), and an unknown listing (404)", async () => {
      const product = await newProduct();
      for (const actor of [otherSeller, admin, await t.signUp()]) {
        expect((await call(actor, 'POST', `/products/${product.id}/sold`)).statusCode).toBe(403);
        expect((await call(actor, 'POST', `/products/${product.id}/relist`)).statusCode).toBe(403);
      }
      expect((await row(product.id)).status).toBe('available');
      expect((await call(seller, 'POST', '/products/00000000-0000-4000-8000-000000000000/sold')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/api/products/${product.id}/sold` })).statusCode).toBe(401);
    });

    it('leaves the seller’s bookings list telling the buyer why', async () => {
      const product = await newProduct();
      const buyer = await t.signUp();
      const orderId = await deal.book(buyer, product.id);
      await call(seller, 'POST', `/products/${product.id}/sold`);
      const selling = (await call(seller, 'GET', '/orders/selling')).json<Order[]>().find((order) => order._id === orderId);
      expect(selling).toMatchObject({ state: 'declined', actions: [] });
    });
  });

  describe('User → Seller', () => {
    const roleOf = async (actor: Actor) => (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, actor.id)))[0]?.role;

    it('makes a User a Seller, who may then list; asking again changes nothing', async () => {
      const user = await t.signUp();
      expect((await call(user, 'GET', `/users/seller/${user.email}`)).json()).toEqual({ isSeller: false });
      const first = await call(user, 'POST', '/users/me/seller');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ role: 'Seller' });
      expect((await call(user, 'GET', `/users/seller/${user.email}`)).json()).toEqual({ isSeller: true });
      expect((await call(user, 'GET', '/myProducts')).statusCode).toBe(200);
      // A late profile registration cannot choose the role back.
      await call(user, 'POST', '/users', { name: user.name, email: user.email, role: 'User' });
      expect(await roleOf(user)).toBe('Seller');
      const again = await call(user, 'POST', '/users/me/seller');
      expect(again.statusCode).toBe(200);
      expect(await roleOf(user)).toBe('Seller');
    });

    it('never changes an admin (409) and needs a signed-in user (401)', async () => {
      const response = await call(admin, 'POST', '/users/me/seller');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'An admin account keeps its role' });
      expect(await roleOf(admin)).toBe('admin');
      expect((await t.app.inject({ method: 'POST', url: '/api/users/me/seller' })).statusCode).toBe(401);
    });
  });
});
