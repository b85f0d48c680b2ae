import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages, type MyReport, type Product, type ReportedListing, type ReviewQueueItem } from '@phonehaat/contract';
import { products, users } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct, nextImei, productBody } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/** Issue 26 items 7 and 8 (decision 0037): the review queue and reports, on both databases. */
describe.each(databaseKinds)('review queue and reports on %s', (kind) => {
  let t: TestApp;
  let unverified: Actor;
  let verified: Actor;
  let admin: Actor;
  let buyers: Actor[];
  let category: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [unverified, verified, admin] = (await Promise.all([t.signUp('Seller'), t.signUp('Seller'), t.signUp('admin')])) as [
      Actor,
      Actor,
      Actor,
    ];
    buyers = await Promise.all([t.signUp('User'), t.signUp('User'), t.signUp('User'), t.signUp('User')]);
    await t.database.db.update(users).set({ verify: true }).where(eq(users.id, verified.id));
    // Accounts a month old: their reports carry weight (decision 0052; moderation-abuse.test.ts has the new ones).
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await t.database.db.update(users).set({ createdAt: monthAgo }).where(inArray(users.id, buyers.map((buyer) => buyer.id)));
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  const call = (actor: Actor | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: actor?.auth ?? {}, ...(payload && { payload }) });
  const list = async (query = '') => (await call(null, 'GET', `/allProducts${query}`)).json<Product[]>().map((item) => item._id);
  const listing = async (seller: Actor, name: string) => {
    const response = await call(seller, 'POST', '/allProducts', productBody(category.id, { productName: name }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ insertedId: string }>().insertedId;
  };
  const sitemapHas = async (id: string) => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const pages = [...index.body.matchAll(/<loc>[^<]*(\/sitemaps\/products-[^<]+)<\/loc>/g)].map((match) => match[1]!);
    const bodies = await Promise.all(pages.map(async (page) => (await t.app.inject({ method: 'GET', url: page })).body));
    return bodies.some((body) => body.includes(id));
  };
  const review = (actor: Actor | null, id: string, body: object) => call(actor, 'POST', `/products/${id}/review`, body);
  const report = (
    actor: Actor | null,
    id: string,
    body: object = { reason: 'stolen', text: 'Same phone was snatched in Mirpur' },
  ) => call(actor, 'POST', `/products/${id}/reports`, body);
  const reviewStatus = async (id: string) =>
    (await t.database.db.select({ status: products.reviewStatus }).from(products).where(eq(products.id, id)))[0]!.status;

  it('shows the admin the other listings waiting with the same IMEI', async () => {
    const imei = nextImei();
    const post = async (name: string) => {
      const response = await call(unverified, 'POST', '/allProducts', productBody(category.id, { productName: name, imei }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ insertedId: string }>().insertedId;
    };
    const first = await post('Redmi Note 12 Twin A');
    const second = await post('Redmi Note 12 Twin B');
    const lone = await listing(unverified, 'Redmi Note 12 Alone');
    const queue = (await call(admin, 'GET', '/admin/review-queue')).json<ReviewQueueItem[]>();
    const collisionsOf = (id: string) =>
      queue.find((item) => item.product._id === id)?.imeiCollisions.map((other) => other.productId);
    expect(collisionsOf(first)).toEqual([second]);
    expect(collisionsOf(second)).toEqual([first]);
    expect(collisionsOf(lone)).toEqual([]);
    // Once one is live, a second listing of that phone is refused outright (409), not queued.
    expect((await review(admin, first, { decision: 'approve' })).statusCode).toBe(200);
    const third = await call(
      unverified,
      'POST',
      '/allProducts',
      productBody(category.id, { productName: 'Redmi Note 12 Twin C', imei }),
    );
    expect(third.statusCode).toBe(409);
    // Nor can the admin approve the twin still waiting: its IMEI is live in the first (issue 26).
    const twin = await review(admin, second, { decision: 'approve' });
    expect(twin.statusCode, twin.body).toBe(409);
    expect(twin.json<{ message: string; code: string }>()).toMatchObject({ message: moderationMessages.imeiLiveElsewhere, code: 'IMEI_TAKEN' });
    expect(await reviewStatus(second)).toBe('pending');
    // Rejecting it stays possible, and once the live one is gone the twin may go live.
    expect((await call(unverified, 'DELETE', `/allProducts/${first}`)).statusCode).toBe(200);
    expect((await review(admin, second, { decision: 'approve' })).statusCode).toBe(200);
  });

  it("keeps an unverified seller's listing out of every public read until an admin approves it", async () => {
    const id = await listing(unverified, 'Pixel 7 Pending Obsidian');
    expect(await list()).not.toContain(id);
    expect(await list('?q=Pixel%207%20Pending')).not.toContain(id);
    expect(await list(`?brand=${category.id}`)).not.toContain(id);
    expect((await call(null, 'GET', `/category/${category.id}`)).json<Product[]>().map((item) => item._id)).not.toContain(id);
    expect((await call(null, 'GET', `/products/${id}`)).statusCode).toBe(404);
    expect((await call(buyers[0]!, 'GET', `/products/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/products/${id}` })).statusCode).toBe(404);
    expect(await sitemapHas(id)).toBe(false);
    // Not bookable either.
    const booking = await call(buyers[0]!, 'POST', '/bookingProduct', {
      productId: id,
      pickUpLocation: 'Mirpur 10',
      phone: '01711000000',
    });
    expect(booking.statusCode).toBe(404);

    // Its seller and admins see it, with where it stands.
    const own = await call(unverified, 'GET', `/products/${id}`);
    expect(own.json<Product>().review).toEqual({ status: 'pending', reason: null });
    expect((await call(admin, 'GET', `/products/${id}`)).statusCode).toBe(200);
    const mine = (await call(unverified, 'GET', '/myProducts')).json<Product[]>().find((item) => item._id === id);
    expect(mine?.review?.status).toBe('pending');

    const queue = (await call(admin, 'GET', '/admin/review-queue')).json<ReviewQueueItem[]>();
    const waiting = queue.find((item) => item.product._id === id);
    expect(waiting).toMatchObject({
      sellerEmail: unverified.email,
      verificationPhoto: productBody(category.id).verificationPhoto,
      imeiCollisions: [],
    });

    const approved = await review(admin, id, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Product>().review).toBeUndefined();
    expect(await list()).toContain(id);
    expect((await call(null, 'GET', `/products/${id}`)).statusCode).toBe(200);
    expect(await sitemapHas(id)).toBe(true);
    expect(
      (await call(admin, 'GET', '/admin/review-queue')).json<ReviewQueueItem[]>().map((item) => item.product._id),
    ).not.toContain(id);
    // Approving twice is refused and changes nothing.
    expect((await review(admin, id, { decision: 'approve' })).statusCode).toBe(409);
  });

  it('publishes a verified seller’s listing at once', async () => {
    const id = await listing(verified, 'Galaxy A54 Verified Lime');
    expect(await list()).toContain(id);
    expect(await reviewStatus(id)).toBe('live');
  });

  it('rejects with a reason the seller sees; the seller fixes it by editing and it waits again', async () => {
    const id = await listing(unverified, 'Redmi Note 12 Rejected');
    const empty = await review(admin, id, { decision: 'reject', reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(await reviewStatus(id)).toBe('pending');

    const rejected = await review(admin, id, { decision: 'reject', reason: 'The photo shows a different phone' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mine = (await call(unverified, 'GET', '/myProducts')).json<Product[]>().find((item) => item._id === id);
    expect(mine?.review).toEqual({ status: 'rejected', reason: 'The photo shows a different phone' });
    expect((await call(null, 'GET', `/products/${id}`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'GET', '/admin/review-queue')).json<ReviewQueueItem[]>().map((item) => item.product._id),
    ).not.toContain(id);
    // A rejected listing cannot be approved without the seller's fix.
    expect((await review(admin, id, { decision: 'approve' })).statusCode).toBe(409);

    const fixed = await call(unverified, 'PATCH', `/products/${id}`, { details: 'New photo of this very phone.' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json<Product>().review).toEqual({ status: 'pending', reason: null });
    expect((await call(admin, 'GET', '/admin/review-queue')).json<ReviewQueueItem[]>().map((item) => item.product._id)).toContain(
      id,
    );
    expect((await review(admin, id, { decision: 'approve' })).statusCode).toBe(200);
    expect(await list()).toContain(id);
  });

  it('refuses the review routes to anyone but an admin (401, 403)', async () => {
    const id = await listing(unverified, 'Nokia G21 Roles');
    expect((await call(null, 'GET', '/admin/review-queue')).statusCode).toBe(401);
    expect((await call(unverified, 'GET', '/admin/review-queue')).statusCode).toBe(403);
    expect((await review(null, id, { decision: 'approve' })).statusCode).toBe(401);
    expect((await review(unverified, id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await review(buyers[0]!, id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/admin/reports')).statusCode).toBe(401);
    expect((await call(buyers[0]!, 'GET', '/admin/reports')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/reports/mine')).statusCode).toBe(401);
    expect((await report(null, id)).statusCode).toBe(401);
    expect((await call(buyers[0]!, 'POST', `/products/${id}/reports/review`, { outcome: 'dismiss' })).statusCode).toBe(403);
    expect(await reviewStatus(id)).toBe('pending');
  });

  it('takes one open report per person, refuses bad ones, and hides the listing at three reporters until dismissed', async () => {
    const product = await makeProduct(t.database.db, verified, category, { productName: 'iPhone 12 Reported Blue' });
    const id = product.id;
    expect((await report(buyers[0]!, id, { reason: 'other', text: '' })).statusCode).toBe(400);
    expect((await report(buyers[0]!, id, { reason: 'nonsense', text: 'x' })).statusCode).toBe(400);
    expect((await report(buyers[0]!, id, { reason: 'scam', text: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await report(verified, id)).statusCode).toBe(403);
    expect((await report(buyers[0]!, '00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);

    const first = await report(buyers[0]!, id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<MyReport>()).toMatchObject({ productId: id, status: 'open', reason: 'stolen' });
    expect((await report(buyers[0]!, id, { reason: 'fake' })).statusCode).toBe(409);
    expect((await report(buyers[1]!, id, { reason: 'wrong_price' })).statusCode).toBe(201);
    expect(await list()).toContain(id);

    const queued = (await call(admin, 'GET', '/admin/reports'))
      .json<ReportedListing[]>()
      .find((entry) => entry.product._id === id);
    expect(queued?.hidden).toBe(false);
    expect(queued?.reports.map((entry) => entry.reason)).toEqual(['stolen', 'wrong_price']);

    expect((await report(buyers[2]!, id, { reason: 'other', text: '<b>hostile</b> stays text' })).statusCode).toBe(201);
    expect(await reviewStatus(id)).toBe('held');
    expect(await list()).not.toContain(id);
    expect((await call(null, 'GET', `/products/${id}`)).statusCode).toBe(404);
    expect(await sitemapHas(id)).toBe(false);
    // A held listing takes no more reports from the public: it is not found.
    expect((await report(buyers[3]!, id)).statusCode).toBe(404);
    const held = (await call(admin, 'GET', '/admin/reports')).json<ReportedListing[]>();
    expect(held[0]).toMatchObject({ hidden: true, product: { _id: id } });
    expect(held[0]?.reports.map((entry) => entry.text)).toContain('<b>hostile</b> stays text');

    const dismissed = await call(admin, 'POST', `/products/${id}/reports/review`, { outcome: 'dismiss' });
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect(await reviewStatus(id)).toBe('live');
    expect(await list()).toContain(id);
    expect(
      (await call(admin, 'GET', '/admin/reports')).json<ReportedListing[]>().map((entry) => entry.product._id),
    ).not.toContain(id);
    // Nothing left to review: refused.
    expect((await call(admin, 'POST', `/products/${id}/reports/review`, { outcome: 'dismiss' })).statusCode).toBe(409);
    // The reporter sees the outcome, and may report again after the review.
    const mine = (await call(buyers[0]!, 'GET', '/reports/mine')).json<MyReport[]>().find((entry) => entry.productId === id);
    expect(mine).toMatchObject({ status: 'dismissed', productName: 'iPhone 12 Reported Blue' });
    expect(mine?.resolvedAt).not.toBeNull();
    expect((await report(buyers[0]!, id)).statusCode).toBe(201);
  });

  it('removes a reported listing: the reports are upheld and it is gone', async () => {
    const product = await makeProduct(t.database.db, verified, category, { productName: 'Vivo Y20 Removed' });
    expect((await report(buyers[3]!, product.id, { reason: 'fake' })).statusCode).toBe(201);
    const removed = await call(admin, 'POST', `/products/${product.id}/reports/review`, { outcome: 'remove' });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call(null, 'GET', `/products/${product.id}`)).statusCode).toBe(404);
    expect(await list()).not.toContain(product.id);
    const mine = (await call(buyers[3]!, 'GET', '/reports/mine'))
      .json<MyReport[]>()
      .find((entry) => entry.productId === product.id);
    expect(mine?.status).toBe('upheld');
  });

  it('counts three reports at once exactly once: the listing is held', async () => {
    const product = await makeProduct(t.database.db, verified, category, { productName: 'Oppo A78 Racing' });
    const answers = await Promise.all(buyers.slice(0, 3).map((buyer) => report(buyer, product.id, { reason: 'scam' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await reviewStatus(product.id)).toBe('held');
  });
});
