import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, type Payout } from '@phonehaat/contract';
import { users } from '../../src/db/schema/index.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct, productBody, verifySellers } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/**
 * Issue 38's gate: unverified people browse and book, but a seller's listing goes live and a payout is
 * paid only once the seller has verified their email or their phone.
 */
describe.each(databaseKinds)('a verified email or phone before going live and being paid, on %s', (kind) => {
  let t: TestApp;
  let admin: Actor;
  let brand: string;
  const clock = new TestClock(new Date('2026-05-02T06:00:00Z'));

  const setContact = (actor: Actor, contact: { emailVerified?: boolean; phoneNumberVerified?: boolean }) =>
    t.database.db.update(users).set(contact).where(eq(users.id, actor.id));
  /** A seller whose sign-up link was never followed, nor any phone verified. */
  async function unverifiedSeller(): Promise<Actor> {
    const seller = await t.signUp('Seller');
    await setContact(seller, { emailVerified: false, phoneNumberVerified: false });
    return seller;
  }
  const list = (seller: Actor) =>
    t.app.inject({ method: 'POST', url: '/api/allProducts', payload: productBody(brand), headers: seller.auth });
  const approve = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/products/${id}/review`, payload: { decision: 'approve' }, headers: admin.auth });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    admin = await t.signUp('admin');
    brand = (await makeCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  it('refuses to approve a listing until its seller verifies, then approves it', async () => {
    const seller = await unverifiedSeller();
    const listed = await list(seller);
    // Waiting for review is not live: a seller not yet ticked lists as before.
    expect(listed.statusCode, listed.body).toBe(201);
    expect(listed.json()).toMatchObject({ reviewStatus: 'pending' });
    const id = listed.json<{ insertedId: string }>().insertedId;

    const refused = await approve(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONTACT_UNVERIFIED', message: accountMessages.sellerUnverifiedListing });
    const publicPage = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(publicPage.statusCode).toBe(404);

    await setContact(seller, { phoneNumberVerified: true });
    expect((await approve(id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(200);
  });

  it('refuses a ticked seller a listing that would go live at once, until they verify', async () => {
    const seller = await unverifiedSeller();
    await verifySellers(t.database.db, seller);
    const refused = await list(seller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONTACT_UNVERIFIED', message: accountMessages.sellerUnverifiedListing });

    await setContact(seller, { emailVerified: true });
    const listed = await list(seller);
    expect(listed.statusCode, listed.body).toBe(201);
    expect(listed.json()).toMatchObject({ reviewStatus: 'live' });
  });

  it('lets an unverified buyer book', async () => {
    const seller = await t.signUp('Seller');
    const buyer = await t.signUp();
    await setContact(buyer, { emailVerified: false });
    const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db));
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookingProduct',
      payload: { productId: product.id, pickUpLocation: 'Mohakhali DOHS, Dhaka', phone: '01711223344' },
      headers: buyer.auth,
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('refuses to mark a payout paid until its seller verifies, then pays it once', async () => {
    const deal = dealDriver(t);
    const seller = await t.signUp('Seller');
    const buyer = await t.signUp();
    const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db), { selling: 25_000 });
    const orderId = await deal.book(buyer, product.id);
    await deal.pay(buyer, orderId);
    clock.advance(60_000);
    await deal.act(seller, orderId, 'handover-code', {
      neirDeregistered: true,
      code: (await deal.order(buyer, orderId)).handoverCode,
    });
    clock.advance(60_000);
    await deal.act(buyer, orderId, 'received');
    const requested = await deal.call(seller, 'POST', '/payouts', {
      amount: 500_000,
      account: { method: 'bkash', number: '01812345678' },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const payout = requested.json<Payout>();

    // Asking for a payout is allowed unverified; paying it is not.
    await setContact(seller, { emailVerified: false });
    const refused = await deal.call(admin, 'POST', `/payouts/${payout._id}/paid`, { reference: 'BK-901' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONTACT_UNVERIFIED', message: accountMessages.sellerUnverifiedPayout });
    const stillWaiting = (await deal.call(admin, 'GET', '/admin/payouts')).json<Payout[]>();
    expect(stillWaiting.find((row) => row._id === payout._id)).toMatchObject({ status: 'requested' });

    await setContact(seller, { emailVerified: true });
    const paid = await deal.call(admin, 'POST', `/payouts/${payout._id}/paid`, { reference: 'BK-901' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<Payout>()).toMatchObject({ status: 'paid', reference: 'BK-901' });
  });

  it("shows a seller's verified phone on their cards and page, never the number", async () => {
    const seller = await t.signUp('Seller');
    const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db));
    const card = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json<{ sellerPhoneVerified: boolean }>();
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/sellers/${seller.id}` })).json<Record<string, unknown>>();
    expect((await card()).sellerPhoneVerified).toBe(false);
    expect((await page()).phoneVerified).toBe(false);

    await t.database.db
      .update(users)
      .set({ phoneNumber: '+8801912345678', phoneNumberVerified: true })
      .where(eq(users.id, seller.id));
    expect((await card()).sellerPhoneVerified).toBe(true);
    const profile = await page();
    expect(profile.phoneVerified).toBe(true);
    expect(JSON.stringify(profile)).not.toContain('1912345678');
  });
});
