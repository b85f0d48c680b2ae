import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OFFER_LIFETIME_MS, type NotificationKind, type Offer } from '@phonehaat/contract';
import type { Viewer } from '../../src/auth/viewer.ts';
import {
  bookings,
  ledgerEntries,
  messages,
  notifications,
  offers,
  orderEvents,
  payments,
  products,
  userEvents,
} from '../../src/db/schema/index.ts';
import { answerOffer } from '../../src/services/offers/answer-offer.ts';
import { expireDueOffers } from '../../src/services/offers/expire-offers.ts';
import { sweepOrderTimers } from '../../src/services/timers/sweep-order-timers.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct } from '../support/factories.ts';
import { databaseKinds, type Actor } from '../support/test-app.ts';

const PLACE = 'Mirpur 10, Dhaka';
const PHONE = '01711111111';
const viewerOf = (actor: Actor): Viewer => ({
  id: actor.id,
  name: actor.name,
  email: actor.email,
  role: actor.role,
  verify: false,
  image: null,
});

describe.each(databaseKinds)('price offers on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);

  /** A live listing of the fixture's seller at TK 62,000. */
  const newProduct = (overrides: Parameters<typeof makeProduct>[3] = {}) =>
    makeProduct(deal.db, deal.seller, deal.category, { productName: 'Pixel 7 Pro', ...overrides });
  const offerCall = (buyer: Actor, productId: string, amount: unknown) =>
    deal.call(buyer, 'POST', '/offers', { productId, amount, pickUpLocation: PLACE, phone: PHONE });
  const offer = async (buyer: Actor, productId: string, amount: number): Promise<Offer> => {
    const response = await offerCall(buyer, productId, amount);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Offer>();
  };
  const counterCall = (actor: Actor, offerId: string, amount: unknown) =>
    deal.call(actor, 'POST', `/offers/${offerId}/counter`, { amount });
  const answerCall = (actor: Actor, offerId: string, action: 'accept' | 'decline' | 'withdraw') =>
    deal.call(actor, 'POST', `/offers/${offerId}/answer`, { action });
  const answer = async (actor: Actor, offerId: string, action: 'accept' | 'decline' | 'withdraw'): Promise<Offer> => {
    const response = await answerCall(actor, offerId, action);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Offer>();
  };
  const offerRow = async (id: string) => (await deal.db.select().from(offers).where(eq(offers.id, id)))[0]!;
  const told = (userId: string, kinds: NotificationKind[]) =>
    deal.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.kind, kinds)))
      .orderBy(asc(notifications.id));
  const thread = (conversationId: string) =>
    deal.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
  const sweep = () => sweepOrderTimers(deal.db, deal.app.catalogueChanged, [], clock.now(), deal.app.log);
  const bookingsOf = (buyer: Actor, productId: string) =>
    deal.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.buyerId, buyer.id), eq(bookings.productId, productId)));

  it('offer → counter → accept: a booking at the counter price, accepted by the seller, with the order’s events and the history in the thread', async () => {
    const buyer = await deal.signUp(undefined, { name: 'Rahim Uddin' });
    const product = await newProduct();
    const made = await offer(buyer, product.id, 55_000);
    expect(made).toMatchObject({
      productId: product.id,
      amount: 55_000,
      madeBy: 'buyer',
      state: 'pending',
      answeredAt: null,
      orderId: null,
    });
    expect(new Date(made.expiresAt).getTime() - new Date(made.createdAt).getTime()).toBe(OFFER_LIFETIME_MS);
    const [received] = await told(deal.seller.id, ['offer_received']).then((rows) =>
      rows.filter((row) => row.params.conversationId === made.conversationId),
    );
    expect(received).toMatchObject({
      params: { product: 'Pixel 7 Pro', amount: 5_500_000, name: 'Rahim Uddin', conversationId: made.conversationId },
      link: `/dashboard/messages/${made.conversationId}`,
    });

    // A second between steps, as between people: the thread is in the order of its times.
    clock.advance(1000);
    const counterResponse = await counterCall(deal.seller, made.id, 58_000);
    expect(counterResponse.statusCode, counterResponse.body).toBe(201);
    const counter = counterResponse.json<Offer>();
    expect(counter).toMatchObject({ conversationId: made.conversationId, amount: 58_000, madeBy: 'seller', state: 'pending' });
    expect(await offerRow(made.id)).toMatchObject({ state: 'countered', answeredAt: clock.now() });
    expect(await offerRow(counter.id)).toMatchObject({ counterOf: made.id, pickUpLocation: PLACE, phone: PHONE });
    expect((await told(buyer.id, ['offer_countered'])).map((row) => row.params.amount)).toEqual([5_800_000]);

    clock.advance(1000);
    const accepted = await answer(buyer, counter.id, 'accept');
    expect(accepted).toMatchObject({ id: counter.id, state: 'accepted', orderId: expect.any(String) });
    const order = await deal.order(buyer, accepted.orderId!);
    expect(order).toMatchObject({ state: 'accepted', price: 58_000, pickUpLocation: PLACE, phone: PHONE });
    const events = await deal.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, accepted.orderId!))
      .orderBy(asc(orderEvents.id));
    expect(events.map((event) => [event.action, event.fromState, event.toState, event.actorId])).toEqual([
      ['book', null, 'booked', buyer.id],
      ['accept', 'booked', 'accepted', deal.seller.id],
    ]);
    // The maker hears of the acceptance, with the order's page; the booking and its acceptance tell no one
    // again (the buyer accepted: they know; the seller is told by offer_accepted).
    const [acceptedNotice] = (await told(deal.seller.id, ['offer_accepted'])).filter(
      (row) => row.params.orderId === accepted.orderId,
    );
    expect(acceptedNotice).toMatchObject({
      params: { amount: 5_800_000, name: 'Rahim Uddin' },
      link: `/dashboard/orders/${accepted.orderId}`,
    });
    expect(await told(buyer.id, ['booking_accepted'])).toEqual([]);
    expect((await told(deal.seller.id, ['booking_made'])).filter((row) => row.params.orderId === accepted.orderId)).toEqual([]);

    const lines = await thread(made.conversationId);
    expect(lines.map((line) => [line.kind, line.offerId, line.offerStep, line.senderId, line.body])).toEqual([
      ['offer', made.id, 'made', buyer.id, null],
      ['offer', counter.id, 'countered', deal.seller.id, null],
      ['offer', counter.id, 'accepted', buyer.id, null],
    ]);
    const offerEvents = await deal.db
      .select()
      .from(userEvents)
      .where(and(inArray(userEvents.userId, [buyer.id, deal.seller.id]), eq(userEvents.kind, 'offer')));
    expect(offerEvents.filter((event) => event.data.conversationId === made.conversationId)).toHaveLength(6);
    // The thread has no open offer now; the buyer's next step is the order.
    expect((await offerCall(buyer, product.id, 50_000)).statusCode).toBe(409);
  });

  it('paying the booking of an accepted offer holds the offered amount, not the listing’s price', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct({ selling: 62_000 });
    const made = await offer(buyer, product.id, 50_000);
    const { orderId } = await answer(deal.seller, made.id, 'accept');
    const intent = await deal.call(buyer, 'POST', '/create-payment-intent', { items: { _id: orderId } });
    expect(intent.json()).toMatchObject({ amount: 50_000 });
    expect((await deal.pay(buyer, orderId!)).statusCode).toBe(200);
    expect((await deal.order(buyer, orderId!)).state).toBe('paid');
    const [payment] = await deal.db.select().from(payments).where(eq(payments.bookingId, orderId!));
    expect(payment?.amount).toBe(50_000);
    const held = await deal.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId!), eq(ledgerEntries.kind, 'held')));
    expect(held.map((entry) => entry.amount)).toEqual([5_000_000]);
  });

  it('the seller declines: the offer closes, the buyer is told, and may offer again', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const made = await offer(buyer, product.id, 40_000);
    clock.advance(1000);
    expect(await answer(deal.seller, made.id, 'decline')).toMatchObject({
      state: 'declined',
      answeredAt: clock.now().toISOString(),
      orderId: null,
    });
    expect((await told(buyer.id, ['offer_declined'])).map((row) => row.params.amount)).toEqual([4_000_000]);
    expect(await bookingsOf(buyer, product.id)).toEqual([]);
    clock.advance(1000);
    const again = await offer(buyer, product.id, 45_000);
    expect(again.conversationId).toBe(made.conversationId);
    expect((await thread(made.conversationId)).map((line) => line.offerId)).toEqual([made.id, made.id, again.id]);
  });

  it('the buyer withdraws: the offer closes, the seller is told by the thread alone, and can no longer accept it', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const made = await offer(buyer, product.id, 40_000);
    const sellerNotices = (await told(deal.seller.id, ['offer_received', 'offer_declined', 'offer_accepted', 'offer_expired']))
      .length;
    expect(await answer(buyer, made.id, 'withdraw')).toMatchObject({ state: 'withdrawn' });
    expect(await told(deal.seller.id, ['offer_received', 'offer_declined', 'offer_accepted', 'offer_expired'])).toHaveLength(
      sellerNotices,
    );
    const late = await answerCall(deal.seller, made.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'OFFER_NOT_PENDING', message: 'This offer was withdrawn' });
    expect(await bookingsOf(buyer, product.id)).toEqual([]);
  });

  it('only the right side answers: 403 to the wrong side, 404 to anyone else (admins included), and nothing changes', async () => {
    const buyer = await deal.signUp();
    const stranger = await deal.signUp();
    const product = await newProduct();
    const made = await offer(buyer, product.id, 40_000);
    expect((await answerCall(buyer, made.id, 'accept')).statusCode).toBe(403);
    expect((await answerCall(buyer, made.id, 'decline')).statusCode).toBe(403);
    expect((await answerCall(deal.seller, made.id, 'withdraw')).statusCode).toBe(403);
    expect((await counterCall(buyer, made.id, 39_000)).statusCode).toBe(403);
    for (const outsider of [stranger, deal.admin]) {
      expect((await answerCall(outsider, made.id, 'accept')).statusCode).toBe(404);
      expect((await counterCall(outsider, made.id, 39_000)).statusCode).toBe(404);
    }
    expect((await answerCall(deal.seller, 'not-an-id', 'accept')).statusCode).toBe(404);

    const counter = (await counterCall(deal.seller, made.id, 45_000)).json<Offer>();
    const ownCounter = await counterCall(deal.seller, counter.id, 44_000);
    expect(ownCounter.statusCode).toBe(403);
    expect(ownCounter.json<{ message: string }>().message).toMatch(/your own offer/);
    expect((await answerCall(deal.seller, counter.id, 'accept')).statusCode).toBe(403);
    expect((await answerCall(buyer, counter.id, 'withdraw')).statusCode).toBe(403);
    expect(await offerRow(counter.id)).toMatchObject({ state: 'pending', bookingId: null });
    expect(await thread(made.conversationId)).toHaveLength(2);
  });

  it('refuses offers that make no sense, with a clear message, and writes nothing', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct({ selling: 30_000 });
    const countOffers = async () => (await deal.db.select().from(offers).where(eq(offers.productId, product.id))).length;

    const above = await offerCall(buyer, product.id, 30_001);
    expect(above.statusCode).toBe(400);
    expect(above.json<{ message: string }>().message).toBe(
      'amount: An offer cannot be above the asking price of TK 30,000: book the phone at its price instead',
    );
    expect(above.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [{ field: 'amount', code: 'too_big', params: { max: 30_000 } }],
    });
    for (const amount of [0, -5, 12_000.5, 'lots'])
      expect((await offerCall(buyer, product.id, amount)).statusCode, String(amount)).toBe(400);
    const own = await offerCall(deal.seller, product.id, 20_000);
    const other = await deal.signUp();
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toBe('You cannot make an offer on your own listing');
    expect((await offerCall(other, '00000000-0000-4000-8000-000000000000', 20_000)).statusCode).toBe(404);
    const hidden = await newProduct({ reviewStatus: 'pending' });
    expect((await offerCall(other, hidden.id, 20_000)).statusCode).toBe(404);
    const sold = await newProduct({ status: 'sold', soldOutside: true });
    expect((await offerCall(other, sold.id, 20_000)).json()).toMatchObject({ code: 'PRODUCT_SOLD' });
    expect(await countOffers()).toBe(0);

    // At the asking price is allowed; a second open offer in the thread is not.
    const made = await offer(buyer, product.id, 30_000);
    const second = await offerCall(buyer, product.id, 25_000);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'OFFER_OPEN', message: expect.stringMatching(/already an open offer/) });
    // A counter must be another price, within the asking price.
    expect((await counterCall(deal.seller, made.id, 30_000)).json<{ message: string }>().message).toMatch(
      /another price: to agree to this one, accept it/,
    );
    expect((await counterCall(deal.seller, made.id, 31_000)).statusCode).toBe(400);
    expect(await countOffers()).toBe(1);
    expect(await offerRow(made.id)).toMatchObject({ state: 'pending' });

    // A buyer with a booking of the phone going books at its price already (another buyer: each may offer ten a minute).
    const booker = await deal.signUp();
    const booked = await newProduct();
    await deal.book(booker, booked.id);
    const withBooking = await offerCall(booker, booked.id, 50_000);
    expect(withBooking.statusCode).toBe(409);
    expect(withBooking.json<{ message: string }>().message).toMatch(/booked this phone already/);
  });

  it('an offer nobody answered expires at the sweep after 48 hours: both sides told once, even after another sweep', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const made = await offer(buyer, product.id, 45_000);
    clock.advance(OFFER_LIFETIME_MS - 1);
    await sweep();
    expect(await offerRow(made.id)).toMatchObject({ state: 'pending' });

    clock.advance(1);
    // Past its 48 hours it cannot be answered, even before the sweep writes it expired.
    const late = await answerCall(deal.seller, made.id, 'accept');
    expect(late.json()).toEqual({ code: 'OFFER_NOT_PENDING', message: 'This offer has expired' });
    await sweep();
    await sweep();
    expect(await offerRow(made.id)).toMatchObject({ state: 'expired', bookingId: null });
    for (const side of [buyer, deal.seller]) {
      const expired = (await told(side.id, ['offer_expired'])).filter((row) => row.params.conversationId === made.conversationId);
      expect(
        expired.map((row) => [row.params.amount, row.link]),
        side.name,
      ).toEqual([[4_500_000, `/dashboard/messages/${made.conversationId}`]]);
    }
    expect((await thread(made.conversationId)).map((line) => [line.offerId, line.senderId])).toEqual([
      [made.id, buyer.id],
      [made.id, buyer.id],
    ]);
    expect(await bookingsOf(buyer, product.id)).toEqual([]);
  });

  it('an offer lapsed but not yet swept does not stand in the way of a new one', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const made = await offer(buyer, product.id, 45_000);
    clock.advance(OFFER_LIFETIME_MS);
    const next = await offer(buyer, product.id, 47_000);
    expect(await offerRow(made.id)).toMatchObject({ state: 'expired' });
    expect(next.state).toBe('pending');
    expect(await told(buyer.id, ['offer_expired'])).toHaveLength(1);
    expect(await expireDueOffers(deal.db, clock.now())).toBe(0);
  });

  it('refuses to accept when the phone was sold meanwhile, or the buyer booked it meanwhile; the offer stays open', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const made = await offer(buyer, product.id, 50_000);
    await deal.db.update(products).set({ status: 'sold', soldOutside: true }).where(eq(products.id, product.id));
    const sold = await answerCall(deal.seller, made.id, 'accept');
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({ code: 'PRODUCT_SOLD' });
    expect(await offerRow(made.id)).toMatchObject({ state: 'pending', bookingId: null });
    expect(await thread(made.conversationId)).toHaveLength(1);

    const other = await newProduct();
    const second = await offer(buyer, other.id, 50_000);
    const orderId = await deal.book(buyer, other.id);
    const booked = await answerCall(deal.seller, second.id, 'accept');
    expect(booked.statusCode).toBe(409);
    expect(booked.json<{ message: string }>().message).toMatch(/has a booking of this phone already/);
    expect((await bookingsOf(buyer, other.id)).map((row) => row.id)).toEqual([orderId]);
  });

  it('throttles offers: the eleventh in a minute is refused with 429', async () => {
    const buyer = await deal.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await offerCall(buyer, (await newProduct()).id, 40_000)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });

  it('two accepts at once (two tabs): exactly one booking, the other told the offer was accepted', async () => {
    for (let round = 0; round < 5; round += 1) {
      const buyer = await deal.signUp();
      const product = await newProduct();
      const made = await offer(buyer, product.id, 50_000);
      const answers = await Promise.all([answerCall(deal.seller, made.id, 'accept'), answerCall(deal.seller, made.id, 'accept')]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((response) => response.statusCode === 409)!.json()).toEqual({
        code: 'OFFER_NOT_PENDING',
        message: 'This offer was already accepted',
      });
      const rows = await bookingsOf(buyer, product.id);
      expect(rows.map((row) => [row.price, row.state])).toEqual([[50_000, 'accepted']]);
      expect(await offerRow(made.id)).toMatchObject({ state: 'accepted', bookingId: rows[0]!.id });
      expect(await thread(made.conversationId)).toHaveLength(2);
    }
  });

  it('an accept in the offer’s last moment against the expiry sweep: one winner, and the rest agrees with it', async () => {
    for (let round = 0; round < 6; round += 1) {
      const buyer = await deal.signUp();
      const product = await newProduct();
      const made = await offer(buyer, product.id, 50_000);
      const expiresAt = new Date(made.expiresAt).getTime();
      // The seller's request is a millisecond inside the 48 hours; the sweep runs at their end.
      const [accept, sweepRun] = await Promise.allSettled([
        answerOffer(deal.db, deal.app.catalogueChanged, viewerOf(deal.seller), made.id, 'accept', new Date(expiresAt - 1)),
        expireDueOffers(deal.db, new Date(expiresAt)),
      ]);
      expect(sweepRun.status).toBe('fulfilled');
      const row = await offerRow(made.id);
      const booked = await bookingsOf(buyer, product.id);
      const expiredNotices = (await told(buyer.id, ['offer_expired'])).length;
      if (row.state === 'accepted') {
        expect(accept.status).toBe('fulfilled');
        expect(booked.map((booking) => [booking.id, booking.price, booking.state])).toEqual([
          [row.bookingId, 50_000, 'accepted'],
        ]);
        expect(expiredNotices).toBe(0);
      } else {
        expect(row.state).toBe('expired');
        expect(accept.status === 'rejected' && (accept.reason as Error).message).toBe('This offer has expired');
        expect(booked).toEqual([]);
        expect(expiredNotices).toBe(1);
      }
      expect(await thread(made.conversationId)).toHaveLength(2);
    }
  });
});
