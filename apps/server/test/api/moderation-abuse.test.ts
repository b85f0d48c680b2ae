import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCodes,
  imeiMessages,
  MAX_IMEI_COLLISIONS,
  MAX_REPORTS_PER_DAY,
  moderationMessages,
  REPORTS_TO_HOLD,
  TRUSTED_REPORTER_DAYS,
  type ImeiCollision,
  type Product,
  type ReportedListing,
  type ReviewQueueItem,
} from '@phonehaat/contract';
import { imeiCollisions, listingReports, products, users } from '../../src/db/schema/index.ts';
import { isUniqueViolation } from '../../src/lib/pg-errors.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct, nextImei, productBody, verifySellers } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 36 items 3–6 (decision 0052): who may hide a listing, edits back to review, report and IMEI limits. */
describe.each(databaseKinds)('moderation against abuse on %s', (kind) => {
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let verified: Actor;
  let unverified: Actor;
  let admin: Actor;
  let category: { id: string; name: string };
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    deal = dealDriver(t);
    [verified, unverified, admin] = (await Promise.all([t.signUp('Seller'), t.signUp('Seller'), t.signUp('admin')])) as [Actor, Actor, Actor];
    await verifySellers(t.database.db, verified);
    category = await makeCategory(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  const call = (actor: Actor | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: actor?.auth ?? {}, ...(payload && { payload }) });
  /** New accounts, made at the clock's now (the tests move it days ahead of the database's). */
  const accounts = async (n: number, madeAt = clock.now()) => {
    const people = await Promise.all(Array.from({ length: n }, () => t.signUp('User')));
    await t.database.db.update(users).set({ createdAt: madeAt }).where(inArray(users.id, people.map((person) => person.id)));
    return people;
  };
  /** Accounts whose word carries weight by age: made more than TRUSTED_REPORTER_DAYS before the clock's now. */
  const aged = (n: number) => accounts(n, new Date(clock.now().getTime() - (TRUSTED_REPORTER_DAYS + 1) * DAY_MS));
  const liveListing = async (overrides: Parameters<typeof makeProduct>[3] = {}) => (await makeProduct(t.database.db, verified, category, overrides)).id;
  const report = (actor: Actor, id: string) => call(actor, 'POST', `/products/${id}/reports`, { reason: 'scam', text: 'Asks for bKash in advance' });
  const reviewOf = async (id: string) =>
    (await t.database.db.select({ status: products.reviewStatus, cause: products.reviewCause }).from(products).where(eq(products.id, id)))[0]!;
  const isPublic = async (id: string) => (await call(null, 'GET', `/products/${id}`)).statusCode === 200;

  describe('hiding needs reporters whose word carries weight (item 3)', () => {
    it('queues the reports of three accounts made moments ago for an admin, without hiding the listing', async () => {
      const id = await liveListing({ productName: 'Pixel 8 Throwaway Target' });
      for (const fresh of await accounts(REPORTS_TO_HOLD + 2)) expect((await report(fresh, id)).statusCode).toBe(201);
      expect(await reviewOf(id)).toMatchObject({ status: 'live' });
      expect(await isPublic(id)).toBe(true);
      const queued = (await call(admin, 'GET', '/admin/reports')).json<ReportedListing[]>().find((entry) => entry.product._id === id);
      expect(queued).toMatchObject({ hidden: false });
      expect(queued?.reports).toHaveLength(REPORTS_TO_HOLD + 2);
    });

    it('hides at three weighty reporters: a week-old account, or one with a report upheld before', async () => {
      const id = await liveListing({ productName: 'Galaxy S23 Weighty Target' });
      const [old1, old2] = await aged(2);
      const [fresh] = await accounts(1);
      // The fresh account earns weight: an admin upholds its report of another listing.
      const other = await liveListing({ productName: 'Fake iPhone Upheld' });
      expect((await report(fresh!, other)).statusCode).toBe(201);
      expect((await call(admin, 'POST', `/products/${other}/reports/review`, { outcome: 'remove' })).statusCode).toBe(204);

      expect((await report(old1!, id)).statusCode).toBe(201);
      expect((await report(old2!, id)).statusCode).toBe(201);
      expect(await reviewOf(id)).toMatchObject({ status: 'live' });
      expect((await report(fresh!, id)).statusCode).toBe(201);
      expect(await reviewOf(id)).toMatchObject({ status: 'held' });
      expect(await isPublic(id)).toBe(false);
    });

    it('counts an account once it is old enough, and an admin’s report hides at once', async () => {
      const id = await liveListing({ productName: 'Redmi 13 Ageing Target' });
      const early = await accounts(2);
      for (const person of early) expect((await report(person, id)).statusCode).toBe(201);
      clock.advance((TRUSTED_REPORTER_DAYS + 1) * DAY_MS);
      const [late] = await aged(1);
      expect((await report(late!, id)).statusCode).toBe(201);
      expect(await reviewOf(id)).toMatchObject({ status: 'held' });

      const other = await liveListing({ productName: 'Oppo Admin Reported' });
      expect((await report(admin, other)).statusCode).toBe(201);
      expect(await reviewOf(other)).toMatchObject({ status: 'held' });
    });

    it('counts many reports at once exactly: three weighty ones hold it, the rest find it gone', async () => {
      const id = await liveListing({ productName: 'Vivo Racing Weighty' });
      const answers = await Promise.all((await aged(8)).map((person) => report(person, id)));
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([...Array<number>(REPORTS_TO_HOLD).fill(201), ...Array<number>(8 - REPORTS_TO_HOLD).fill(404)]);
      expect(await reviewOf(id)).toMatchObject({ status: 'held' });

      const untouched = await liveListing({ productName: 'Vivo Racing Throwaways' });
      const fresh = await Promise.all((await accounts(8)).map((person) => report(person, untouched)));
      expect(fresh.map((answer) => answer.statusCode)).toEqual(Array<number>(8).fill(201));
      expect(await reviewOf(untouched)).toMatchObject({ status: 'live' });
    });
  });

  describe('an unverified seller’s material edit goes back to review (item 4)', () => {
    const approvedListing = async (name: string) => {
      const created = await call(unverified, 'POST', '/allProducts', productBody(category.id, { productName: name, selling: 20_000 }));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ insertedId: string }>().insertedId;
      expect((await call(admin, 'POST', `/products/${id}/review`, { decision: 'approve' })).statusCode).toBe(200);
      return id;
    };
    const edit = (actor: Actor, id: string, changes: object) => call(actor, 'PATCH', `/products/${id}`, changes);

    it('sends an approved listing edited into a scam back to the queue, and tells the seller why', async () => {
      const id = await approvedListing('Galaxy A15 Edited Into Scam');
      const edited = await edit(unverified, id, { details: 'SCAM: pay bKash 01700000000 advance', selling: 1_000 });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<Product>().review).toEqual({ status: 'pending', reason: null, cause: errorCodes.editAwaitsReview });
      expect(await isPublic(id)).toBe(false);
      const mine = (await call(unverified, 'GET', '/myProducts')).json<Product[]>().find((item) => item._id === id);
      expect(mine?.review?.cause).toBe(errorCodes.editAwaitsReview);
      const queue = (await call(admin, 'GET', '/admin/review-queue')).json<ReviewQueueItem[]>();
      expect(queue.map((item) => item.product._id)).toContain(id);
      expect((await call(admin, 'POST', `/products/${id}/review`, { decision: 'approve' })).statusCode).toBe(200);
      expect(await reviewOf(id)).toEqual({ status: 'live', cause: null });
    });

    it('counts text, photos and a price change beyond 20 % as material; a small cut or a new place is not', async () => {
      const id = await approvedListing('Galaxy A15 Small Edits');
      // 20 % exactly, a district, the same text again: still live.
      for (const changes of [{ selling: 16_000 }, { district: 'sylhet' }, { colour: 'Green' }, { cashAccepted: true }]) {
        const answer = await edit(unverified, id, changes);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json<Product>().review).toBeUndefined();
      }
      for (const changes of [{ selling: 12_700 }, { location: 'Somewhere else' }, { photos: ['/uploads/other-640.webp'] }, { model: 'Galaxy S24 Ultra' }, { area: 'Pay bKash first' }]) {
        const other = await approvedListing(`Galaxy A15 Material ${Object.keys(changes)[0]}`);
        const answer = await edit(unverified, other, changes);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json<Product>().review, JSON.stringify(changes)).toMatchObject({ status: 'pending', cause: errorCodes.editAwaitsReview });
      }
    });

    it('publishes a verified seller’s material edit at once, as before', async () => {
      const created = await call(verified, 'POST', '/allProducts', productBody(category.id, { productName: 'Verified Edit' }));
      const id = created.json<{ insertedId: string }>().insertedId;
      const edited = await edit(verified, id, { details: 'Completely new description', selling: 5_000 });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<Product>().review).toBeUndefined();
      expect(await isPublic(id)).toBe(true);
    });
  });

  describe('reports per reporter are limited (item 5)', () => {
    it(`refuses the report after ${MAX_REPORTS_PER_DAY} in 24 hours with 429, and takes it again a day later`, async () => {
      const [spammer] = await accounts(1);
      const targets = await Promise.all(Array.from({ length: MAX_REPORTS_PER_DAY + 1 }, (_, index) => liveListing({ productName: `Spam Target ${index}` })));
      for (const id of targets.slice(0, MAX_REPORTS_PER_DAY)) expect((await report(spammer!, id)).statusCode).toBe(201);
      const refused = await report(spammer!, targets[MAX_REPORTS_PER_DAY]!);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: errorCodes.reportLimit, message: moderationMessages.reportLimit });
      clock.advance(DAY_MS + 1000);
      expect((await report(spammer!, targets[MAX_REPORTS_PER_DAY]!)).statusCode).toBe(201);
    });

    it('counts reports sent at once exactly', async () => {
      const [spammer] = await accounts(1);
      const targets = await Promise.all(Array.from({ length: MAX_REPORTS_PER_DAY + 5 }, (_, index) => liveListing({ productName: `Burst Target ${index}` })));
      const answers = await Promise.all(targets.map((id) => report(spammer!, id)));
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(MAX_REPORTS_PER_DAY);
      expect(codes.filter((code) => code === 429)).toHaveLength(5);
      const [stored] = await t.database.db.select({ n: count() }).from(listingReports).where(eq(listingReports.reporterId, spammer!.id));
      expect(stored?.n).toBe(MAX_REPORTS_PER_DAY);
    });
  });

  describe('IMEI collisions are limited, and one live listing per IMEI holds for everyone (item 6)', () => {
    const list = (actor: Actor, overrides: Record<string, unknown> = {}) => call(actor, 'POST', '/allProducts', productBody(category.id, overrides));
    const collisionsOf = async (person: Actor) =>
      (await t.database.db.select({ n: count() }).from(imeiCollisions).where(eq(imeiCollisions.attemptedBy, person.id)))[0]!.n;

    it(`refuses every listing with 429 after ${MAX_IMEI_COLLISIONS} collisions in 24 hours and flags the person to admins`, async () => {
      const [prober] = await Promise.all([t.signUp('Seller')]);
      await verifySellers(t.database.db, prober!);
      const taken = nextImei();
      expect((await list(verified, { imei: taken })).statusCode).toBe(201);
      for (let attempt = 0; attempt < MAX_IMEI_COLLISIONS; attempt += 1) {
        const refused = await list(prober!, { imei: taken });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ code: errorCodes.imeiTaken });
      }
      const limited = await list(prober!, { imei: nextImei() });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: errorCodes.imeiAttemptsLimited, message: imeiMessages.attemptsLimited });
      // Not an oracle any more: a taken IMEI answers the same as a fresh one.
      expect((await list(prober!, { imei: taken })).statusCode).toBe(429);
      const page = (await call(admin, 'GET', '/admin/imei-collisions')).json<ImeiCollision[]>();
      const flagged = page.filter((row) => row.attemptedBy === prober!.id);
      expect(flagged).toHaveLength(MAX_IMEI_COLLISIONS);
      expect(flagged[0]).toMatchObject({ attemptedByRecent: MAX_IMEI_COLLISIONS, attemptedByLimited: true });
      expect(page.find((row) => row.attemptedBy !== prober!.id)?.attemptedByLimited ?? false).toBe(false);
      clock.advance(DAY_MS + 1000);
      expect((await list(prober!, { imei: nextImei() })).statusCode).toBe(201);
    });

    it('counts collisions at once exactly', async () => {
      const prober = await t.signUp('Seller');
      await verifySellers(t.database.db, prober);
      const taken = nextImei();
      expect((await list(verified, { imei: taken })).statusCode).toBe(201);
      const answers = await Promise.all(Array.from({ length: 6 }, () => list(prober, { imei: taken })));
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([409, 409, 409, 429, 429, 429]);
      expect(await collisionsOf(prober)).toBe(MAX_IMEI_COLLISIONS);
    });

    it('lets exactly one of several sellers listing one IMEI at once go live', async () => {
      const sellers = await Promise.all(Array.from({ length: 5 }, () => t.signUp('Seller')));
      await verifySellers(t.database.db, ...sellers);
      const imei = nextImei();
      const answers = await Promise.all(sellers.map((seller) => list(seller, { imei })));
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([201, 409, 409, 409, 409]);
    });

    it('refuses in the database a second live row of one IMEI, even one written past the service', async () => {
      const imei = nextImei();
      const imeiHash = t.app.imeiVault.hash(imei);
      await makeProduct(t.database.db, verified, category, { imeiHash });
      const error = await makeProduct(t.database.db, verified, category, { imeiHash }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isUniqueViolation(error)).toBe(true);
      // A waiting one may share it (approval checks), and so may a sold one.
      await makeProduct(t.database.db, verified, category, { imeiHash, reviewStatus: 'pending' });
      await makeProduct(t.database.db, verified, category, { imeiHash, status: 'sold' });
    });

    it('refuses to show again a held listing whose IMEI went live elsewhere meanwhile (409)', async () => {
      const imei = nextImei();
      const first = (await list(verified, { imei, productName: 'Held Twin A' })).json<{ insertedId: string }>().insertedId;
      expect((await report(admin, first)).statusCode).toBe(201);
      expect(await reviewOf(first)).toMatchObject({ status: 'held' });
      const second = await list(verified, { imei, productName: 'Held Twin B' });
      expect(second.statusCode, second.body).toBe(201);
      const dismissed = await call(admin, 'POST', `/products/${first}/reports/review`, { outcome: 'dismiss' });
      expect(dismissed.statusCode).toBe(409);
      expect(dismissed.json()).toMatchObject({ code: errorCodes.imeiTaken });
      expect(await reviewOf(first)).toMatchObject({ status: 'held' });
    });

    it('puts a refunded phone back waiting for review when its IMEI went live elsewhere meanwhile', async () => {
      const imei = nextImei();
      const sold = (await list(verified, { imei, productName: 'Refunded Phone', selling: 15_000 })).json<{ insertedId: string }>().insertedId;
      const [buyer] = await accounts(1);
      const orderId = await deal.book(buyer!, sold);
      await deal.act(verified, orderId, 'accept');
      expect((await deal.pay(buyer!, orderId)).statusCode).toBe(200);
      const relisted = await list(verified, { imei, productName: 'Same Phone Listed Again' });
      expect(relisted.statusCode, relisted.body).toBe(201);
      await deal.act(verified, orderId, 'cancel');
      const [row] = await t.database.db
        .select({ status: products.status, review: products.reviewStatus })
        .from(products)
        .where(eq(products.id, sold));
      expect(row).toEqual({ status: 'available', review: 'pending' });
    });
  });
});
