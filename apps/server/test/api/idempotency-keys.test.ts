import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody, errorCodes } from '@phonehaat/contract';
import { bookings, idempotencyKeys, payments } from '../../src/db/schema/index.ts';
import { deleteExpiredIdempotencyKeys } from '../../src/services/idempotency/delete-expired-idempotency-keys.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct } from '../support/factories.ts';
import { databaseKinds, TEST_PASSWORD, type Actor } from '../support/test-app.ts';

const SUCCESS_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(databaseKinds)('Idempotency-Key on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);

  const post = (actor: Actor, url: string, payload: object, key?: string) =>
    deal.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...actor.auth, ...(key !== undefined && { 'idempotency-key': key }) },
      payload,
    });
  const bookingBody = (productId: string, pickUpLocation = 'Mirpur 10, Dhaka') => ({
    productId,
    pickUpLocation,
    phone: '01711111111',
  });
  const bookingsOf = async (productId: string, buyer?: Actor) =>
    (
      await deal.db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.productId, productId), buyer ? eq(bookings.buyerId, buyer.id) : undefined))
    )[0]!.n;
  const newProduct = () => makeProduct(deal.db, deal.seller, deal.category);

  it('answers a retry with the first answer, marked replayed, without booking again', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const key = randomUUID();

    const first = await post(buyer, '/bookingProduct', bookingBody(product.id), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(buyer, '/bookingProduct', bookingBody(product.id), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());
    expect(await bookingsOf(product.id, buyer)).toBe(1);

    // Without the key the same request is a second booking, which the domain refuses.
    expect((await post(buyer, '/bookingProduct', bookingBody(product.id))).statusCode).toBe(409);
  });

  it('refuses the same key with another body (422), keeping the error shape', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const key = randomUUID();
    expect((await post(buyer, '/bookingProduct', bookingBody(product.id), key)).statusCode).toBe(201);

    const other = await post(buyer, '/bookingProduct', bookingBody(product.id, 'Banani 11, Dhaka'), key);
    expect(other.statusCode).toBe(422);
    expect(errorBody.strict().parse(other.json())).toEqual({
      message: 'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
      code: errorCodes.idempotencyKeyReused,
    });
    expect(await bookingsOf(product.id, buyer)).toBe(1);
  });

  it("never answers one person's request with another's answer for the same key", async () => {
    const [first, second] = [await deal.signUp(), await deal.signUp()];
    const product = await newProduct();
    const key = randomUUID();

    const mine = await post(first, '/bookingProduct', bookingBody(product.id), key);
    const theirs = await post(second, '/bookingProduct', bookingBody(product.id), key);
    expect(mine.statusCode, mine.body).toBe(201);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<{ insertedId: string }>().insertedId).not.toBe(mine.json<{ insertedId: string }>().insertedId);
    expect(await bookingsOf(product.id)).toBe(2);
  });

  it('confirms a card and records its payment once, whatever the retries', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const bookingId = await deal.book(buyer, product.id);
    await deal.act(deal.seller, bookingId, 'accept');
    const intent = await post(buyer, '/create-payment-intent', { items: { _id: bookingId } }, randomUUID());
    expect(intent.statusCode, intent.body).toBe(200);

    const confirm = { clientSecret: intent.json<{ clientSecret: string }>().clientSecret, card: SUCCESS_CARD };
    const confirmKey = randomUUID();
    const confirmed = await post(buyer, '/payments/simulated/confirm', confirm, confirmKey);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const confirmedAgain = await post(buyer, '/payments/simulated/confirm', confirm, confirmKey);
    expect(confirmedAgain.headers['idempotent-replayed']).toBe('true');
    expect(confirmedAgain.json()).toEqual(confirmed.json());

    const record = { transactionId: confirmed.json<{ id: string }>().id, bookingId };
    const recordKey = randomUUID();
    const recorded = await post(buyer, '/payments', record, recordKey);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const recordedAgain = await post(buyer, '/payments', record, recordKey);
    expect(recordedAgain.statusCode).toBe(200);
    expect(recordedAgain.headers['idempotent-replayed']).toBe('true');
    expect(recordedAgain.json()).toEqual(recorded.json());
    const [paid] = await deal.db.select({ n: count() }).from(payments).where(eq(payments.bookingId, bookingId));
    expect(paid!.n).toBe(1);
  });

  it("replays an order step's answer, compressed like the first", async () => {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    const key = randomUUID();
    // Over compression's 1 KB threshold: the answer is stored plain and compressed again for each send.
    const cancel = () =>
      deal.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: { ...buyer.auth, 'idempotency-key': key, 'accept-encoding': 'gzip' },
        payload: { reason: 'Found one nearer home, sorry. '.repeat(12) },
      });
    const cancelled = await cancel();
    const again = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([cancelled.headers['content-encoding'], again.headers['content-encoding']]).toEqual(['gzip', 'gzip']);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(gunzipSync(again.rawPayload).toString()).toBe(gunzipSync(cancelled.rawPayload).toString());
  });

  it('refuses a malformed key with 400 and leaves writes without a key alone', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    for (const key of ['', 'k'.repeat(256), 'clé', 'tab\there']) {
      const refused = await post(buyer, '/bookingProduct', bookingBody(product.id), key);
      expect(refused.statusCode).toBe(400);
      expect(errorBody.strict().parse(refused.json())).toEqual({
        message: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
        code: errorCodes.validation,
      });
    }
    expect(await bookingsOf(product.id)).toBe(0);
    expect((await post(buyer, '/bookingProduct', bookingBody(product.id))).statusCode).toBe(201);
  });

  it("leaves Better Auth's endpoints alone: their answers carry session tokens", async () => {
    const person = await deal.signUp();
    const key = randomUUID();
    const signIn = () =>
      deal.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'idempotency-key': key },
        payload: { email: person.email, password: TEST_PASSWORD },
      });
    const [first, second] = [await signIn(), await signIn()];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json<{ token: string }>().token).not.toBe(first.json<{ token: string }>().token);
    expect(await deal.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('does not keep a 5xx: the retry runs again', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const key = randomUUID();
    await deal.db.execute(
      sql.raw(
        `create function test_fail_booking() returns trigger language plpgsql as $$ begin raise exception 'test failure'; end $$`,
      ),
    );
    await deal.db.execute(
      sql.raw(`create trigger test_fail_booking before insert on bookings for each row execute function test_fail_booking()`),
    );
    try {
      const failed = await post(buyer, '/bookingProduct', bookingBody(product.id), key);
      expect(failed.statusCode).toBe(500);
      expect(await deal.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    } finally {
      await deal.db.execute(sql.raw('drop trigger test_fail_booking on bookings'));
      await deal.db.execute(sql.raw('drop function test_fail_booking()'));
    }
    const retried = await post(buyer, '/bookingProduct', bookingBody(product.id), key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await bookingsOf(product.id)).toBe(1);
  });

  it('answers 409 with Retry-After while the first is in flight, and takes an abandoned claim over', async () => {
    const [buyer, someone] = [await deal.signUp(), await deal.signUp()];
    const product = await newProduct();
    const key = randomUUID();
    const body = bookingBody(product.id);
    // The request's fingerprint, from the same request by someone else (the scope is not part of it).
    expect((await post(someone, '/bookingProduct', body, key)).statusCode).toBe(201);
    const [theirs] = await deal.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, `user:${someone.id}`));
    // As another instance's request does while it runs: the key claimed, no answer yet.
    await deal.db.insert(idempotencyKeys).values({
      ...theirs!,
      scope: `user:${buyer.id}`,
      claim: randomUUID(),
      status: null,
      headers: null,
      body: null,
      createdAt: clock.now(),
    });

    const busy = await post(buyer, '/bookingProduct', body, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(errorBody.strict().parse(busy.json()).code).toBe(errorCodes.idempotencyKeyInUse);
    expect(await bookingsOf(product.id, buyer)).toBe(0);

    // A minute on, the claim counts as abandoned (its instance died): the retry runs.
    clock.advance(MINUTE + 1);
    const retried = await post(buyer, '/bookingProduct', body, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await bookingsOf(product.id, buyer)).toBe(1);
  });

  it('forgets keys after a day', async () => {
    const buyer = await deal.signUp();
    const [product, other] = [await newProduct(), await newProduct()];
    const key = randomUUID();
    expect((await post(buyer, '/bookingProduct', bookingBody(product.id), key)).statusCode).toBe(201);

    clock.advance(DAY);
    const reused = await post(buyer, '/bookingProduct', bookingBody(other.id), key);
    expect(reused.statusCode, reused.body).toBe(201);
    expect(await bookingsOf(other.id)).toBe(1);

    clock.advance(DAY - 1);
    await deleteExpiredIdempotencyKeys(deal.db, clock.now());
    expect(
      await deal.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(1);
    clock.advance(1);
    expect(await deleteExpiredIdempotencyKeys(deal.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await deal.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual(
      [],
    );
  });

  it('carries out concurrent requests with one key exactly once', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(buyer, '/bookingProduct', bookingBody(product.id), key)),
    );

    expect(await bookingsOf(product.id)).toBe(1);
    const ran = answers.filter((answer) => answer.statusCode === 201 && answer.headers['idempotent-replayed'] === undefined);
    expect(ran).toHaveLength(1);
    const replayed = answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true');
    const busy = answers.filter((answer) => answer.statusCode === 409);
    expect(replayed.length + busy.length).toBe(answers.length - 1);
    expect(replayed.map((answer) => [answer.statusCode, answer.body])).toEqual(replayed.map(() => [201, ran[0]!.body]));
    expect(busy.map((answer) => answer.json<{ code: string }>().code)).toEqual(busy.map(() => errorCodes.idempotencyKeyInUse));
  });
});
