import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDay, listingCode, photoMessages, type Product, type ReviewQueueItem } from '@phonehaat/contract';
import { products } from '../../src/db/schema/index.ts';
import { makeCategory, productBody, verifySellers } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/** An uploaded photo's URL as the upload route names it (`<32 hex>-<width>.webp`). */
const uploaded = (n: number) => `/uploads/${String(n).padStart(32, 'a')}-1280.webp`;

/** Issue 26 item 3 (decision 0040): a listing's photos and the verification photo, on both databases. */
describe.each(databaseKinds)('listing photos on %s', (kind) => {
  let t: TestApp;
  let verified: Actor;
  let unverified: Actor;
  let admin: Actor;
  let category: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [verified, unverified, admin] = (await Promise.all([t.signUp('Seller'), t.signUp('Seller'), t.signUp('admin')])) as [
      Actor,
      Actor,
      Actor,
    ];
    await verifySellers(t.database.db, verified);
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  const call = (actor: Actor | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: actor?.auth ?? {}, ...(payload && { payload }) });
  const listed = async (seller: Actor, overrides: Record<string, unknown>) => {
    const response = await call(seller, 'POST', '/allProducts', productBody(category.id, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ insertedId: string }>().insertedId;
  };
  const product = async (viewer: Actor | null, id: string) => (await call(viewer, 'GET', `/products/${id}`)).json<Product>();

  it('keeps the photos in the order sent; the first is the cover (`image`), each with its widths', async () => {
    const photos = [uploaded(3), uploaded(1), uploaded(2)];
    const id = await listed(verified, { image: uploaded(9), photos });
    const answer = await product(null, id);
    expect(answer.image).toBe(uploaded(3));
    expect(answer.photos!.map((photo) => photo.url)).toEqual(photos);
    expect(answer.photos![1]!.imageSet.map((variant) => variant.width)).toEqual([320, 640, 1280]);
    expect(answer.imageSet).toEqual(answer.photos![0]!.imageSet);
  });

  it('makes one photo of the spec body’s `image` when no photos are sent', async () => {
    const id = await listed(verified, { image: uploaded(4) });
    expect((await product(null, id)).photos).toEqual([expect.objectContaining({ url: uploaded(4) })]);
  });

  it('sends only the cover on lists: the cards need no more', async () => {
    const id = await listed(verified, { photos: [uploaded(5), uploaded(6)] });
    const list = (await call(null, 'GET', '/allProducts?limit=100')).json<Product[]>();
    const card = list.find((item) => item._id === id);
    expect(card).toMatchObject({ image: uploaded(5) });
    expect(card).not.toHaveProperty('photos');
  });

  it('refuses more than 8 photos, the same photo twice, and a photo hosted elsewhere (400 on `photos`)', async () => {
    const nine = Array.from({ length: 9 }, (_, index) => uploaded(10 + index));
    for (const [photos, message] of [
      [nine, photoMessages.tooMany],
      [[uploaded(1), uploaded(1)], photoMessages.repeated],
      [[uploaded(1), 'https://tracker.example/pixel.webp'], photoMessages.notOurs],
      [[], photoMessages.atLeastOne],
    ] as const) {
      const response = await call(verified, 'POST', '/allProducts', productBody(category.id, { photos }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors.photos).toBe(message);
    }
  });

  it('lets the seller reorder, add and remove photos; the new first becomes the cover', async () => {
    const id = await listed(verified, { photos: [uploaded(1), uploaded(2), uploaded(3)] });
    const edited = await call(verified, 'PATCH', `/products/${id}`, { photos: [uploaded(3), uploaded(1), uploaded(7)] });
    expect(edited.statusCode, edited.body).toBe(200);
    const answer = await product(null, id);
    expect(answer.image).toBe(uploaded(3));
    expect(answer.photos!.map((photo) => photo.url)).toEqual([uploaded(3), uploaded(1), uploaded(7)]);
    expect(answer.imageSet.at(-1)!.url).toBe(uploaded(3));
    const mine = (await call(verified, 'GET', '/myProducts')).json<Product[]>().find((item) => item._id === id);
    expect(mine!.photos).toHaveLength(3);
  });

  it('replaces only the cover when an edit sends `image` alone, keeping the other photos', async () => {
    const id = await listed(verified, { photos: [uploaded(1), uploaded(2)] });
    expect((await call(verified, 'PATCH', `/products/${id}`, { image: uploaded(8) })).statusCode).toBe(200);
    expect((await product(null, id)).photos!.map((photo) => photo.url)).toEqual([uploaded(8), uploaded(2)]);
  });

  it('refuses a seller not yet verified without a verification photo: 400 naming the field', async () => {
    const response = await call(unverified, 'POST', '/allProducts', productBody(category.id, { verificationPhoto: undefined }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({ verificationPhoto: photoMessages.verificationRequired });
    const elsewhere = await call(
      unverified,
      'POST',
      '/allProducts',
      productBody(category.id, { verificationPhoto: 'https://elsewhere.example/me.webp' }),
    );
    expect(elsewhere.json<{ errors: Record<string, string> }>().errors).toEqual({ verificationPhoto: photoMessages.verificationNotOurs });
  });

  it('shows the verification photo and the listing code to admins on the review queue, and in no other answer', async () => {
    const proof = uploaded(77);
    const id = await listed(unverified, { verificationPhoto: proof, photos: [uploaded(20), uploaded(21)] });
    const queue = (await call(admin, 'GET', '/admin/review-queue')).json<ReviewQueueItem[]>();
    const item = queue.find((each) => each.product._id === id)!;
    const [row] = await t.database.db.select({ createdAt: products.createdAt }).from(products).where(eq(products.id, id));
    expect(item).toMatchObject({ verificationPhoto: proof, listingCode: listingCode(unverified.id, dhakaDay(row!.createdAt)) });
    expect(item.product.photos).toHaveLength(2);

    // Its seller, an admin reading the product, and (once approved) everyone: never the proof.
    const answers = [
      (await call(unverified, 'GET', `/products/${id}`)).body,
      (await call(unverified, 'GET', '/myProducts')).body,
      (await call(admin, 'GET', `/products/${id}`)).body,
    ];
    expect((await call(admin, 'POST', `/products/${id}/review`, { decision: 'approve' })).statusCode).toBe(200);
    answers.push((await call(null, 'GET', `/products/${id}`)).body, (await call(null, 'GET', '/allProducts?limit=100')).body);
    answers.push((await call(admin, 'GET', '/allProducts?limit=100')).body);
    for (const body of answers) {
      expect(body).toContain(uploaded(20));
      expect(body).not.toContain(proof);
      expect(body).not.toContain('verificationPhoto');
    }
  });

  const reviewQueueItem = async (id: string) =>
    (await call(admin, 'GET', '/admin/review-queue')).json<ReviewQueueItem[]>().find((each) => each.product._id === id);
  const storedRow = async (id: string) =>
    (
      await t.database.db
        .select({
          proof: products.verificationPhoto,
          review: products.reviewStatus,
          price: products.selling,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .where(eq(products.id, id))
    )[0]!;

  it('lets the seller of a rejected listing send a new verification photo: pending again, the admin sees the new one', async () => {
    const id = await listed(unverified, { verificationPhoto: uploaded(30) });
    const reject = await call(admin, 'POST', `/products/${id}/review`, {
      decision: 'reject',
      reason: 'The verification photo is unclear',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await reviewQueueItem(id)).toBeUndefined();

    const edited = await call(unverified, 'PATCH', `/products/${id}`, { verificationPhoto: uploaded(31) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.body).not.toContain(uploaded(31));
    expect(edited.body).not.toContain('verificationPhoto');
    const mine = (await call(unverified, 'GET', '/myProducts')).json<Product[]>().find((item) => item._id === id);
    expect(mine!.review).toEqual({ status: 'pending', reason: null });
    expect(await reviewQueueItem(id)).toMatchObject({ verificationPhoto: uploaded(31) });
    expect((await storedRow(id)).proof).toBe(uploaded(31));

    // Still pending: a clearer one again replaces it.
    expect((await call(unverified, 'PATCH', `/products/${id}`, { verificationPhoto: uploaded(32) })).statusCode).toBe(200);
    expect(await reviewQueueItem(id)).toMatchObject({ verificationPhoto: uploaded(32) });
  });

  it('refuses a verification photo for a live listing of a verified seller: 400 on the field, nothing changed', async () => {
    const id = await listed(verified, { photos: [uploaded(40)] });
    const before = await storedRow(id);
    const response = await call(verified, 'PATCH', `/products/${id}`, { verificationPhoto: uploaded(41), selling: 12345 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      verificationPhoto: photoMessages.verificationNotUnderReview,
    });
    expect(await storedRow(id)).toEqual(before);
    expect(before).toMatchObject({ proof: null, review: 'live' });
  });

  it('refuses a verification photo hosted elsewhere on an edit (400 on the field), keeping the old one', async () => {
    const id = await listed(unverified, { verificationPhoto: uploaded(50) });
    const response = await call(unverified, 'PATCH', `/products/${id}`, {
      verificationPhoto: 'https://elsewhere.example/me.webp',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      verificationPhoto: photoMessages.verificationNotOurs,
    });
    expect(await reviewQueueItem(id)).toMatchObject({ verificationPhoto: uploaded(50) });
  });

  it('does not keep a verified seller’s verification photo', async () => {
    const id = await listed(verified, { verificationPhoto: uploaded(66) });
    const [row] = await t.database.db.select({ proof: products.verificationPhoto }).from(products).where(eq(products.id, id));
    expect(row!.proof).toBeNull();
  });
});
