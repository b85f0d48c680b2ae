import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, notifications } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct, productBody } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

type Who = 'anonymous' | 'user' | 'seller' | 'otherSeller' | 'admin';
const everyone: Who[] = ['anonymous', 'user', 'seller', 'otherSeller', 'admin'];

interface World {
  actors: Record<Exclude<Who, 'anonymous'>, Actor>;
  categoryId: string;
  /** A product listed by `seller`, and one listed by `otherSeller`. */
  sellerProductId: string;
  otherProductId: string;
  /** A booking made by `user` of the other seller's product. */
  userBookingId: string;
  /** The other seller's notification of that booking. */
  otherSellerNotificationId: string;
  /** The simulated provider's client secret of an intent for the user's booking, and a confirmed intent's id. */
  clientSecret?: string;
  transactionId?: string;
  /** Conversations (issue 39 §1): the user's thread about the other seller's listing, the other seller's two answers in it, and the user's report of the first. */
  conversationId: string;
  otherSellerMessageIds: [string, string];
  messageReportId: string;
  /** Price offers (issue 39 §4) on listings of the seller's: one by `user`, one by `otherSeller`. */
  userOfferId: string;
  otherSellerOfferId: string;
}

const SUCCESS_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
/** Phone number the user gave when booking: only the user and admins may ever see it. */
const USER_PHONE = '01811111111';

/** A tiny real PNG in a multipart body, as the web app's upload sends it. */
async function imageUpload(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1e8c7e' } })
    .png()
    .toBuffer();
  const boundary = '----phonehaatmatrix';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="phone.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A fresh booking by `user` of a fresh product of the other seller (so each caller pays for its own). */
async function freshUserBooking(t: TestApp, w: World): Promise<string> {
  const product = await makeProduct(t.database.db, w.actors.otherSeller, { id: w.categoryId, name: 'Brand' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookingProduct',
    headers: w.actors.user.auth,
    payload: { productId: product.id, pickUpLocation: 'Gulshan 2', phone: USER_PHONE },
  });
  return response.json<{ insertedId: string }>().insertedId;
}

/** An offer by `buyer` on a new listing of `seller`'s. */
async function makeOffer(t: TestApp, buyer: Actor, seller: Actor, categoryId: string): Promise<string> {
  const product = await makeProduct(t.database.db, seller, { id: categoryId, name: 'Brand' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/offers',
    headers: buyer.auth,
    payload: { productId: product.id, amount: 50_000, pickUpLocation: 'Banani 11', phone: '01911111111' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function freshIntent(t: TestApp, w: World): Promise<{ userBookingId: string; clientSecret: string }> {
  const userBookingId = await freshUserBooking(t, w);
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: w.actors.user.auth,
    payload: { items: { _id: userBookingId } },
  });
  return { userBookingId, clientSecret: intent.json<{ clientSecret: string }>().clientSecret };
}

interface Row {
  call: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (w: World, caller?: Actor) => string;
  body?: (w: World) => unknown;
  /** A raw body with its own headers (multipart). */
  raw?: () => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  /** Expected status for each caller. Writes get fresh targets per caller so outcomes do not depend on order. */
  expect: Record<Who, number>;
  fresh?: (t: TestApp, w: World) => Promise<Partial<World>>;
}

/**
 * ARCHITECTURE §4 as one table: every API call × anonymous, User, Seller, another Seller and admin.
 * The seller owns `sellerProductId`; the user owns `userBookingId`.
 */
const table: Row[] = [
  {
    call: 'GET /productsCategories',
    method: 'GET',
    url: () => '/api/productsCategories',
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /allProducts',
    method: 'GET',
    url: () => '/api/allProducts',
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /search/suggestions',
    method: 'GET',
    url: () => '/api/search/suggestions?q=iph',
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /category/{id}',
    method: 'GET',
    url: (w) => `/api/category/${w.categoryId}`,
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /products/{id}',
    method: 'GET',
    url: (w) => `/api/products/${w.sellerProductId}`,
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /products/{id}/similar',
    method: 'GET',
    url: (w) => `/api/products/${w.sellerProductId}/similar`,
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /products/facets',
    method: 'GET',
    url: () => '/api/products/facets?district=dhaka',
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /price-guide',
    method: 'GET',
    url: () => '/api/price-guide?model=iPhone%2013&storageGb=128&condition=good',
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /users/admin/{own email}',
    method: 'GET',
    url: (w) => `/api/users/admin/${w.actors.user.email}`,
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'GET /users/seller/{own email}',
    method: 'GET',
    url: (w) => `/api/users/seller/${w.actors.seller.email}`,
    expect: { anonymous: 401, user: 403, seller: 200, otherSeller: 403, admin: 200 },
  },
  {
    call: 'POST /allProducts',
    method: 'POST',
    url: () => '/api/allProducts',
    body: (w) => productBody(w.categoryId),
    expect: { anonymous: 401, user: 403, seller: 201, otherSeller: 201, admin: 201 },
  },
  {
    call: 'PUT /allProducts/{id} (advertise)',
    method: 'PUT',
    url: (w) => `/api/allProducts/${w.sellerProductId}`,
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: "DELETE /allProducts/{seller's id}",
    method: 'DELETE',
    url: (w) => `/api/allProducts/${w.sellerProductId}`,
    expect: { anonymous: 401, user: 403, seller: 200, otherSeller: 403, admin: 200 },
    fresh: async (t, w) => ({
      sellerProductId: (await makeProduct(t.database.db, w.actors.seller, { id: w.categoryId, name: 'Brand' })).id,
    }),
  },
  {
    call: 'GET /seller',
    method: 'GET',
    url: () => '/api/seller',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'PUT /seller/{id}',
    method: 'PUT',
    url: (w) => `/api/seller/${w.actors.seller.id}`,
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'GET /users',
    method: 'GET',
    url: () => '/api/users',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'DELETE /users/{id}',
    method: 'DELETE',
    url: (w) => `/api/users/${w.actors.user.id}`,
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
    fresh: async (t) => {
      const victim = await t.signUp('User');
      return { actors: { victim } as unknown as World['actors'] };
    },
  },
  {
    call: 'POST /users (own profile)',
    method: 'POST',
    url: () => '/api/users',
    body: () => ({ name: 'Me', email: '__SELF__', role: 'User' }),
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: "GET /bookingProduct?email={user's}",
    method: 'GET',
    url: (w) => `/api/bookingProduct?email=${encodeURIComponent(w.actors.user.email)}`,
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: "GET /bookingProduct/{user's id}",
    method: 'GET',
    url: (w) => `/api/bookingProduct/${w.userBookingId}`,
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'POST /bookingProduct',
    method: 'POST',
    url: () => '/api/bookingProduct',
    body: (w) => ({ productId: w.otherProductId, pickUpLocation: 'Mirpur 10, Dhaka', phone: '01711000000' }),
    // The other seller may not book their own listing.
    expect: { anonymous: 401, user: 201, seller: 201, otherSeller: 403, admin: 201 },
    fresh: async (t, w) => ({
      otherProductId: (await makeProduct(t.database.db, w.actors.otherSeller, { id: w.categoryId, name: 'Brand' })).id,
    }),
  },
  {
    call: "DELETE /bookingsProduct/{user's id}",
    method: 'DELETE',
    url: (w) => `/api/bookingsProduct/${w.userBookingId}`,
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 200 },
    fresh: async (t, w) => {
      const product = await makeProduct(t.database.db, w.actors.otherSeller, { id: w.categoryId, name: 'Brand' });
      const [row] = await t.database.db
        .insert(bookings)
        .values({
          productId: product.id,
          sellerId: product.sellerId,
          buyerId: w.actors.user.id,
          buyerName: w.actors.user.name,
          email: w.actors.user.email,
          price: product.selling,
          productName: product.productName,
          productImage: product.image,
          sellerLocation: product.location,
          pickUpLocation: 'Uttara',
          phone: '01700000000',
        })
        .returning({ id: bookings.id });
      return { userBookingId: row!.id };
    },
  },
  {
    call: 'GET /health',
    method: 'GET',
    url: () => '/api/health',
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /health/live',
    method: 'GET',
    url: () => '/api/health/live',
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /health/ready',
    method: 'GET',
    url: () => '/api/health/ready',
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /config',
    method: 'GET',
    url: () => '/api/config',
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  // Real time (issue 39 §2): each person's own stream. A stream never ends, so the signed-in callers send
  // a Last-Event-ID that is not a number: 400 shows the guard let them through (and 401 that it stops
  // the anonymous first); the stream itself is test/api/realtime-events.test.ts's.
  {
    call: 'GET /events (a malformed lastEventId)',
    method: 'GET',
    url: () => '/api/events?lastEventId=latest',
    expect: { anonymous: 401, user: 400, seller: 400, otherSeller: 400, admin: 400 },
  },
  // Notifications (issue 38): each person's own bell and settings; the unsubscribe link is its own
  // proof (a signed token, no sign-in); failed deliveries are the admins'.
  {
    call: 'GET /notifications',
    method: 'GET',
    url: () => '/api/notifications',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /notifications/unread-count',
    method: 'GET',
    url: () => '/api/notifications/unread-count',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'POST /notifications/{id}/read (the other seller’s booking notice)',
    method: 'POST',
    url: (w) => `/api/notifications/${w.otherSellerNotificationId}/read`,
    expect: { anonymous: 401, user: 404, seller: 404, otherSeller: 200, admin: 404 },
  },
  {
    call: 'POST /notifications/read-all',
    method: 'POST',
    url: () => '/api/notifications/read-all',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /notification-settings',
    method: 'GET',
    url: () => '/api/notification-settings',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'PUT /notification-settings',
    method: 'PUT',
    url: () => '/api/notification-settings',
    body: () => ({ settings: [{ kind: 'booking_made', channel: 'email', enabled: true }] }),
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'POST /notifications/unsubscribe?token={forged}',
    method: 'POST',
    url: () => '/api/notifications/unsubscribe?token=e30.forged',
    expect: { anonymous: 400, user: 400, seller: 400, otherSeller: 400, admin: 400 },
  },
  {
    call: 'GET /admin/notification-trouble',
    method: 'GET',
    url: () => '/api/admin/notification-trouble',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'POST /admin/notification-trouble/{id}/retry (none such)',
    method: 'POST',
    url: () => '/api/admin/notification-trouble/00000000-0000-4000-8000-000000000000/retry',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 404 },
  },
  // Watchlist and saved searches (issue 39 §5): each person's own; no one watches their own listing.
  {
    call: 'GET /watchlist',
    method: 'GET',
    url: () => '/api/watchlist',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /watchlist/ids',
    method: 'GET',
    url: () => '/api/watchlist/ids',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'PUT /watchlist/{productId} (the seller’s listing)',
    method: 'PUT',
    url: (w) => `/api/watchlist/${w.sellerProductId}`,
    body: () => ({ watched: true }),
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /saved-searches',
    method: 'GET',
    url: () => '/api/saved-searches',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'POST /saved-searches',
    method: 'POST',
    url: () => '/api/saved-searches',
    body: () => ({ query: 'q=galaxy&maxPrice=30000' }),
    expect: { anonymous: 401, user: 201, seller: 201, otherSeller: 201, admin: 201 },
  },
  {
    call: 'PATCH /saved-searches/{id} (none such)',
    method: 'PATCH',
    url: () => '/api/saved-searches/00000000-0000-4000-8000-000000000000',
    body: () => ({ alerts: false }),
    expect: { anonymous: 401, user: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  {
    call: 'DELETE /saved-searches/{id} (none such)',
    method: 'DELETE',
    url: () => '/api/saved-searches/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, user: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  // Conversations (issue 39 §1, §3): a thread is its buyer's and seller's only (404 for anyone else, admins
  // included); an admin reads one only through a dispute or a report that points at it.
  {
    call: "POST /conversations (about the seller's listing)",
    method: 'POST',
    url: () => '/api/conversations',
    body: (w) => ({ productId: w.sellerProductId, text: 'Is it still available?' }),
    expect: { anonymous: 401, user: 201, seller: 403, otherSeller: 201, admin: 201 },
  },
  {
    call: 'GET /conversations',
    method: 'GET',
    url: () => '/api/conversations',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /conversations/unread-count',
    method: 'GET',
    url: () => '/api/conversations/unread-count',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: "GET /conversations/{user's thread}",
    method: 'GET',
    url: (w) => `/api/conversations/${w.conversationId}`,
    expect: { anonymous: 401, user: 200, seller: 404, otherSeller: 200, admin: 404 },
  },
  {
    call: "POST /conversations/{user's thread}/messages",
    method: 'POST',
    url: (w) => `/api/conversations/${w.conversationId}/messages`,
    body: () => ({ text: 'When can we meet?' }),
    expect: { anonymous: 401, user: 201, seller: 404, otherSeller: 201, admin: 404 },
  },
  {
    call: "POST /conversations/{user's thread}/read",
    method: 'POST',
    url: (w) => `/api/conversations/${w.conversationId}/read`,
    expect: { anonymous: 401, user: 200, seller: 404, otherSeller: 200, admin: 404 },
  },
  {
    call: "PUT /conversations/{user's thread}/block (unblock)",
    method: 'PUT',
    url: (w) => `/api/conversations/${w.conversationId}/block`,
    body: () => ({ blocked: false }),
    expect: { anonymous: 401, user: 200, seller: 404, otherSeller: 200, admin: 404 },
  },
  {
    call: "POST /messages/{other seller's message to the user}/report",
    method: 'POST',
    url: (w) => `/api/messages/${w.otherSellerMessageIds[1]}/report`,
    body: () => ({ reason: 'spam', text: '' }),
    expect: { anonymous: 401, user: 201, seller: 404, otherSeller: 404, admin: 404 },
  },
  {
    call: "GET /products/{other seller's listing}/conversation",
    method: 'GET',
    url: (w) => `/api/products/${w.otherProductId}/conversation`,
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: "GET /orders/{user's booking}/conversation",
    method: 'GET',
    url: (w) => `/api/orders/${w.userBookingId}/conversation`,
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 200, admin: 403 },
  },
  {
    call: "GET /admin/disputes/{user's booking, not disputed}/conversation",
    method: 'GET',
    url: (w) => `/api/admin/disputes/${w.userBookingId}/conversation`,
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 404 },
  },
  {
    call: "GET /admin/conversations/{user's thread}?via=report&ref={user's report}",
    method: 'GET',
    url: (w) => `/api/admin/conversations/${w.conversationId}?via=report&ref=${w.messageReportId}`,
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'GET /admin/message-reports',
    method: 'GET',
    url: () => '/api/admin/message-reports',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'PATCH /admin/message-reports/{id} (none such)',
    method: 'PATCH',
    url: () => '/api/admin/message-reports/00000000-0000-4000-8000-000000000000',
    body: () => ({ status: 'dismissed' }),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 404 },
  },
  // Web push (issue 38): anyone reads the key; a browser's subscription is kept for, or forgotten by, its
  // signed-in owner (an endpoint kept for another moves to the caller: the same browser, signed in anew).
  {
    call: 'GET /push/public-key',
    method: 'GET',
    url: () => '/api/push/public-key',
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'POST /push/subscriptions',
    method: 'POST',
    url: () => '/api/push/subscriptions',
    body: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/matrix',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }),
    expect: { anonymous: 401, user: 201, seller: 201, otherSeller: 201, admin: 201 },
  },
  {
    call: 'DELETE /push/subscriptions',
    method: 'DELETE',
    url: () => '/api/push/subscriptions',
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/matrix' }),
    expect: { anonymous: 401, user: 204, seller: 204, otherSeller: 204, admin: 204 },
  },
  {
    call: 'GET /jwt?email={own}',
    method: 'GET',
    url: (_w, caller) => `/api/jwt?email=${encodeURIComponent(caller?.email ?? 'nobody@example.com')}`,
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: "GET /jwt?email={user's}",
    method: 'GET',
    url: (w) => `/api/jwt?email=${encodeURIComponent(w.actors.user.email)}`,
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    call: 'GET /myProducts',
    method: 'GET',
    url: () => '/api/myProducts',
    expect: { anonymous: 401, user: 403, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'POST /images',
    method: 'POST',
    url: () => '/api/images',
    raw: imageUpload,
    expect: { anonymous: 401, user: 403, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    // Issue 39: a photo for a message, anyone signed in (a buyer shows what they want to swap, a scratch).
    call: 'POST /conversations/photos',
    method: 'POST',
    url: () => '/api/conversations/photos',
    raw: imageUpload,
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: "POST /create-payment-intent {user's booking}",
    method: 'POST',
    url: () => '/api/create-payment-intent',
    body: (w) => ({ items: { _id: w.userBookingId } }),
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 403 },
    fresh: async (t, w) => ({ userBookingId: await freshUserBooking(t, w) }),
  },
  {
    // The client secret is the capability (as with Stripe): whoever holds it may confirm the card.
    call: 'POST /payments/simulated/confirm',
    method: 'POST',
    url: () => '/api/payments/simulated/confirm',
    body: (w) => ({ clientSecret: w.clientSecret, card: SUCCESS_CARD }),
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
    fresh: (t, w) => freshIntent(t, w),
  },
  {
    call: "POST /payments {user's booking}",
    method: 'POST',
    url: () => '/api/payments',
    body: (w) => ({ transactionId: w.transactionId, bookingId: w.userBookingId, price: 1, email: w.actors.user.email }),
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 403 },
    fresh: async (t, w) => {
      const { userBookingId, clientSecret } = await freshIntent(t, w);
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/payments/simulated/confirm',
        headers: w.actors.user.auth,
        payload: { clientSecret, card: SUCCESS_CARD },
      });
      return { userBookingId, transactionId: confirmed.json<{ id: string }>().id };
    },
  },
  // The deal (issue 24). `otherSeller` sold the phone `user` booked; fresh bookings are unanswered.
  {
    call: 'GET /orders/selling',
    method: 'GET',
    url: () => '/api/orders/selling',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /orders/attention',
    method: 'GET',
    url: () => '/api/orders/attention',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: "GET /orders/{user's id}",
    method: 'GET',
    url: (w) => `/api/orders/${w.userBookingId}`,
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 200, admin: 200 },
  },
  {
    call: "POST /orders/{user's id}/accept",
    method: 'POST',
    url: (w) => `/api/orders/${w.userBookingId}/accept`,
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 200, admin: 403 },
    fresh: async (t, w) => ({ userBookingId: await freshUserBooking(t, w) }),
  },
  {
    call: "POST /orders/{user's id}/decline",
    method: 'POST',
    url: (w) => `/api/orders/${w.userBookingId}/decline`,
    body: () => ({ reason: 'Sold at the shop' }),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 200, admin: 403 },
    fresh: async (t, w) => ({ userBookingId: await freshUserBooking(t, w) }),
  },
  {
    // The seller cancels only paid orders (a refund); an unpaid booking is declined instead. An admin
    // cancels only a cash order before its meet-up (decision 0034): for a booking, the state is wrong.
    call: "POST /orders/{user's id}/cancel",
    method: 'POST',
    url: (w) => `/api/orders/${w.userBookingId}/cancel`,
    body: () => ({}),
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 409, admin: 409 },
    fresh: async (t, w) => ({ userBookingId: await freshUserBooking(t, w) }),
  },
  {
    // Only the buyer chooses cash, and only once the seller has accepted (this booking is not): 409.
    call: "POST /orders/{user's id}/cash",
    method: 'POST',
    url: (w) => `/api/orders/${w.userBookingId}/cash`,
    expect: { anonymous: 401, user: 409, seller: 403, otherSeller: 403, admin: 403 },
    fresh: async (t, w) => ({ userBookingId: await freshUserBooking(t, w) }),
  },
  {
    // Issue 42: the booking is a meet-up, so its seller is told it is not a courier order.
    call: "POST /orders/{user's id}/pickup",
    method: 'POST',
    url: (w) => `/api/orders/${w.userBookingId}/pickup`,
    body: () => ({ neirDeregistered: true }),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 409, admin: 403 },
  },
  {
    call: "GET /delivery/quote?productId={seller's} (a listing that does not ship)",
    method: 'GET',
    url: (w) => `/api/delivery/quote?productId=${w.sellerProductId}&district=rangpur`,
    expect: { anonymous: 409, user: 409, seller: 409, otherSeller: 409, admin: 409 },
  },
  {
    call: 'GET /admin/reconciliation/parcels',
    method: 'GET',
    url: () => '/api/admin/reconciliation/parcels',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    // The courier's own push: no session, its signature decides; this app's courier is the simulated one.
    call: 'POST /couriers/{courier}/webhook (not the configured courier)',
    method: 'POST',
    url: () => '/api/couriers/steadfast/webhook',
    body: () => ({ notification_type: 'tracking_update' }),
    expect: { anonymous: 404, user: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  {
    call: "POST /orders/{user's id}/handover-code",
    method: 'POST',
    url: (w) => `/api/orders/${w.userBookingId}/handover-code`,
    body: () => ({ code: '123456', neirDeregistered: true }),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 409, admin: 403 },
  },
  {
    call: "POST /orders/{user's id}/sent",
    method: 'POST',
    url: (w) => `/api/orders/${w.userBookingId}/sent`,
    body: () => ({ trackingReference: 'TRK-1', neirDeregistered: true }),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 409, admin: 403 },
  },
  {
    call: "POST /orders/{user's id}/received",
    method: 'POST',
    url: (w) => `/api/orders/${w.userBookingId}/received`,
    expect: { anonymous: 401, user: 409, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    call: "POST /orders/{user's id}/dispute",
    method: 'POST',
    url: (w) => `/api/orders/${w.userBookingId}/dispute`,
    body: () => ({ reason: 'other', text: 'Not as described' }),
    expect: { anonymous: 401, user: 409, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    call: "POST /orders/{user's id}/dispute/answer",
    method: 'POST',
    url: (w) => `/api/orders/${w.userBookingId}/dispute/answer`,
    body: () => ({ text: 'It worked at the meet-up' }),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 409, admin: 403 },
  },
  {
    call: "POST /orders/{user's id}/review",
    method: 'POST',
    url: (w) => `/api/orders/${w.userBookingId}/review`,
    body: () => ({ rating: 5 }),
    expect: { anonymous: 401, user: 409, seller: 403, otherSeller: 409, admin: 403 },
  },
  {
    call: 'GET /disputes',
    method: 'GET',
    url: () => '/api/disputes',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: "POST /disputes/{user's id}/resolve",
    method: 'POST',
    url: (w) => `/api/disputes/${w.userBookingId}/resolve`,
    body: () => ({ outcome: 'release', note: 'Checked' }),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 409 },
  },
  {
    call: 'GET /users/me/photo',
    method: 'GET',
    url: () => '/api/users/me/photo',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /balance',
    method: 'GET',
    url: () => '/api/balance',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /balance/entries',
    method: 'GET',
    url: () => '/api/balance/entries',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /admin/overview',
    method: 'GET',
    url: () => '/api/admin/overview?days=7',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'GET /payouts',
    method: 'GET',
    url: () => '/api/payouts',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    // Nobody has money released yet: every request is more than the balance.
    call: 'POST /payouts',
    method: 'POST',
    url: () => '/api/payouts',
    body: () => ({ amount: 100, account: { method: 'bkash', number: '01700000000' } }),
    expect: { anonymous: 401, user: 409, seller: 409, otherSeller: 409, admin: 409 },
  },
  {
    call: 'GET /admin/payouts',
    method: 'GET',
    url: () => '/api/admin/payouts',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'POST /payouts/{id}/paid',
    method: 'POST',
    url: () => '/api/payouts/00000000-0000-4000-8000-000000000000/paid',
    body: () => ({ reference: 'TRX-1' }),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 404 },
  },
  {
    call: 'GET /sellers/{id}',
    method: 'GET',
    url: (w) => `/api/sellers/${w.actors.seller.id}`,
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  // The gateways (issue 25, decision 0032): the buyer starts a checkout of their own booking; the
  // gateways' notifications and returns are anyone's (confirmed with the gateway, never trusted); the
  // TEST MODE pages answer 404 for a checkout that does not exist; reconciliation is the admin's.
  {
    call: 'POST /payments/checkout',
    method: 'POST',
    url: () => '/api/payments/checkout',
    body: (w) => ({ bookingId: w.userBookingId, method: 'bkash' }),
    expect: { anonymous: 401, user: 200, seller: 403, otherSeller: 403, admin: 403 },
    fresh: async (t, w) => ({ userBookingId: await freshUserBooking(t, w) }),
  },
  {
    call: 'POST /payments/sslcommerz/ipn',
    method: 'POST',
    url: () => '/api/payments/sslcommerz/ipn',
    body: () => ({ status: 'VALID', tran_id: 'PH0000000000000000000000', val_id: 'forged' }),
    expect: { anonymous: 200, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /payments/sslcommerz/return/{}',
    method: 'GET',
    url: () => '/api/payments/sslcommerz/return/success?tran_id=PH0000000000000000000000',
    expect: { anonymous: 303, user: 303, seller: 303, otherSeller: 303, admin: 303 },
  },
  {
    call: 'POST /payments/sslcommerz/return/{}',
    method: 'POST',
    url: () => '/api/payments/sslcommerz/return/cancel',
    body: () => ({ tran_id: 'PH0000000000000000000000', status: 'CANCELLED' }),
    expect: { anonymous: 303, user: 303, seller: 303, otherSeller: 303, admin: 303 },
  },
  {
    call: 'GET /payments/bkash/callback',
    method: 'GET',
    url: () => '/api/payments/bkash/callback?paymentID=TR0011nothing&status=success',
    expect: { anonymous: 303, user: 303, seller: 303, otherSeller: 303, admin: 303 },
  },
  {
    call: 'GET /payments/test-gateway/{}/{}',
    method: 'GET',
    url: () => '/api/payments/test-gateway/bkash/TR0011nothing',
    expect: { anonymous: 404, user: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  {
    call: 'POST /payments/test-gateway/bkash/{}',
    method: 'POST',
    url: () => '/api/payments/test-gateway/bkash/TR0011nothing',
    body: () => ({ action: 'cancel' }),
    expect: { anonymous: 404, user: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  {
    call: 'POST /payments/test-gateway/sslcommerz/{}',
    method: 'POST',
    url: () => '/api/payments/test-gateway/sslcommerz/PH0000000000000000000000',
    body: () => ({ outcome: 'cancel' }),
    expect: { anonymous: 404, user: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  {
    call: 'GET /admin/payments/reconciliation',
    method: 'GET',
    url: () => '/api/admin/payments/reconciliation',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: 'POST /admin/payments/reconciliation/retry',
    method: 'POST',
    url: () => '/api/admin/payments/reconciliation/retry',
    body: () => ({}),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    // No checkout has this id: the admin is answered 404, everyone else is stopped before.
    call: 'POST /admin/payments/checkouts/{}/decision',
    method: 'POST',
    url: () => '/api/admin/payments/checkouts/00000000-0000-4000-8000-000000000000/decision',
    body: () => ({ decision: 'refund' }),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 404 },
  },
  // Listings refused for an IMEI already live (issue 26, decision 0036).
  {
    call: 'GET /admin/imei-collisions',
    method: 'GET',
    url: () => '/api/admin/imei-collisions',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  // Review queue and reports (issue 26, decision 0037). The seller's listing is live: a review decision is refused (409).
  {
    call: 'GET /admin/review-queue',
    method: 'GET',
    url: () => '/api/admin/review-queue',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    call: "POST /products/{seller's id}/review",
    method: 'POST',
    url: (w) => `/api/products/${w.sellerProductId}/review`,
    body: () => ({ decision: 'approve' }),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 409 },
  },
  {
    // Anyone signed in but its own seller; each caller reports a fresh listing.
    call: "POST /products/{seller's id}/reports",
    method: 'POST',
    url: (w) => `/api/products/${w.sellerProductId}/reports`,
    body: () => ({ reason: 'fake', text: 'Looks like a copy' }),
    expect: { anonymous: 401, user: 201, seller: 403, otherSeller: 201, admin: 201 },
    fresh: async (t, w) => ({
      sellerProductId: (await makeProduct(t.database.db, w.actors.seller, { id: w.categoryId, name: 'Brand' })).id,
    }),
  },
  {
    call: 'GET /reports/mine',
    method: 'GET',
    url: () => '/api/reports/mine',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /admin/reports',
    method: 'GET',
    url: () => '/api/admin/reports',
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    // No open reports on the seller's listing: the admin is refused (409).
    call: "POST /products/{seller's id}/reports/review",
    method: 'POST',
    url: (w) => `/api/products/${w.sellerProductId}/reports/review`,
    body: () => ({ outcome: 'dismiss' }),
    expect: { anonymous: 401, user: 403, seller: 403, otherSeller: 403, admin: 409 },
  },
  // The listing code and whether a verification photo is required (decision 0040): sellers and admins.
  {
    call: 'GET /listing-code',
    method: 'GET',
    url: () => '/api/listing-code',
    expect: { anonymous: 401, user: 403, seller: 200, otherSeller: 200, admin: 200 },
  },
  // A seller's own listings (issue 24): only their seller edits, marks sold or relists them.
  {
    call: "PATCH /products/{seller's id}",
    method: 'PATCH',
    url: (w) => `/api/products/${w.sellerProductId}`,
    body: () => ({ selling: 41_000 }),
    expect: { anonymous: 401, user: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  {
    call: "POST /products/{seller's id}/sold",
    method: 'POST',
    url: (w) => `/api/products/${w.sellerProductId}/sold`,
    expect: { anonymous: 401, user: 403, seller: 200, otherSeller: 403, admin: 403 },
    fresh: async (t, w) => ({
      sellerProductId: (await makeProduct(t.database.db, w.actors.seller, { id: w.categoryId, name: 'Brand' })).id,
    }),
  },
  {
    call: "POST /products/{seller's id}/relist",
    method: 'POST',
    url: (w) => `/api/products/${w.sellerProductId}/relist`,
    expect: { anonymous: 401, user: 403, seller: 200, otherSeller: 403, admin: 403 },
    fresh: async (t, w) => ({
      sellerProductId: (
        await makeProduct(
          t.database.db,
          w.actors.seller,
          { id: w.categoryId, name: 'Brand' },
          { status: 'sold', soldOutside: true },
        )
      ).id,
    }),
  },
  // Price offers (issue 39 §4): anyone signed in offers on another's listing; the seller counters a buyer's
  // offer; the side that did not make an offer declines it. Anyone else is told there is no such offer (404).
  // Who may answer is decided before the offer's state, so only the seller's call changes it.
  {
    call: "POST /offers (on the seller's listing)",
    method: 'POST',
    url: () => '/api/offers',
    body: (w) => ({ productId: w.sellerProductId, amount: 50_000, pickUpLocation: 'Banani 11', phone: '01911111111' }),
    expect: { anonymous: 401, user: 201, seller: 403, otherSeller: 201, admin: 201 },
    fresh: async (t, w) => ({
      sellerProductId: (await makeProduct(t.database.db, w.actors.seller, { id: w.categoryId, name: 'Brand' })).id,
    }),
  },
  {
    call: "POST /offers/{user's offer}/counter",
    method: 'POST',
    url: (w) => `/api/offers/${w.userOfferId}/counter`,
    body: () => ({ amount: 55_000 }),
    expect: { anonymous: 401, user: 403, seller: 201, otherSeller: 404, admin: 404 },
  },
  {
    call: "POST /offers/{other seller's offer}/answer",
    method: 'POST',
    url: (w) => `/api/offers/${w.otherSellerOfferId}/answer`,
    body: () => ({ action: 'decline' }),
    expect: { anonymous: 401, user: 404, seller: 200, otherSeller: 403, admin: 404 },
  },
  // The own account (issue 38 §4): anyone's ratings as a buyer; deleting one's own account, which an admin
  // may not (403) and each other caller may not yet, with an open order of theirs (409).
  {
    call: 'GET /users/me/ratings',
    method: 'GET',
    url: () => '/api/users/me/ratings',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    call: 'GET /users/me/deletion',
    method: 'GET',
    url: () => '/api/users/me/deletion',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 403 },
  },
  {
    call: 'DELETE /users/me (each caller with an open order)',
    method: 'DELETE',
    url: () => '/api/users/me',
    expect: { anonymous: 401, user: 409, seller: 409, otherSeller: 409, admin: 403 },
    fresh: async (t, w) => {
      const book = async (buyer: Actor, seller: Actor) => {
        const product = await makeProduct(t.database.db, seller, { id: w.categoryId, name: 'Brand' });
        const booked = await t.app.inject({
          method: 'POST',
          url: '/api/bookingProduct',
          headers: buyer.auth,
          payload: { productId: product.id, pickUpLocation: 'Banani 11', phone: '01911111111' },
        });
        expect(booked.statusCode, booked.body).toBe(201);
      };
      await book(w.actors.user, w.actors.otherSeller);
      await book(w.actors.seller, w.actors.otherSeller);
      await book(w.actors.otherSeller, w.actors.seller);
      return {};
    },
  },
  // Last: the user becomes a Seller here, which no row above expects.
  {
    call: 'POST /users/me/seller',
    method: 'POST',
    url: () => '/api/users/me/seller',
    expect: { anonymous: 401, user: 200, seller: 200, otherSeller: 200, admin: 409 },
  },
];

describe.each(databaseKinds)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [user, seller, otherSeller, admin] = await Promise.all([
      t.signUp('User'),
      t.signUp('Seller'),
      t.signUp('Seller'),
      t.signUp('admin'),
    ]);
    const category = await makeCategory(t.database.db);
    const sellerProduct = await makeProduct(t.database.db, seller!, category);
    const otherProduct = await makeProduct(t.database.db, otherSeller!, category);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookingProduct',
      headers: user!.auth,
      payload: { productId: otherProduct.id, pickUpLocation: 'Gulshan 2', phone: '01811111111' },
    });
    // The user asks the other seller about the phone they booked; the seller answers twice; the user reports the first answer.
    const inject = async (actor: Actor, url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, headers: actor.auth, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string; conversationId: string }>();
    };
    const { conversationId } = await inject(user!, '/api/conversations', { productId: otherProduct.id, text: 'Is the battery original?' });
    const replies = [
      (await inject(otherSeller!, `/api/conversations/${conversationId}/messages`, { text: 'Yes, 91%' })).id,
      (await inject(otherSeller!, `/api/conversations/${conversationId}/messages`, { text: 'Come today' })).id,
    ] as [string, string];
    const report = await inject(user!, `/api/messages/${replies[0]}/report`, { reason: 'other', text: '' });
    world = {
      actors: { user: user!, seller: seller!, otherSeller: otherSeller!, admin: admin! },
      categoryId: category.id,
      sellerProductId: sellerProduct.id,
      otherProductId: otherProduct.id,
      userBookingId: booking.json<{ insertedId: string }>().insertedId,
      otherSellerNotificationId: (await t.database.db.select().from(notifications).where(eq(notifications.userId, otherSeller!.id)))[0]!.id,
      userOfferId: await makeOffer(t, user!, seller!, category.id),
      otherSellerOfferId: await makeOffer(t, otherSeller!, seller!, category.id),
      conversationId,
      otherSellerMessageIds: replies,
      messageReportId: report.id,
    };
  });
  afterAll(() => t.close());

  /** Every answer of the matrix run, to look for leaks afterwards. */
  const answers: { who: Who; call: string; method: string; status: number; body: string }[] = [];

  for (const row of table) {
    for (const who of everyone) {
      it(`${row.call} as ${who} → ${row.expect[who]}`, async () => {
        let w = world;
        if (row.fresh) {
          const extra = await row.fresh(t, world);
          w = { ...world, ...extra, actors: { ...world.actors } };
          const victim = (extra.actors as unknown as { victim?: Actor } | undefined)?.victim;
          if (victim) w.actors = { ...w.actors, user: victim };
        }
        const caller = who === 'anonymous' ? undefined : world.actors[who];
        let body = row.body?.(w);
        if (body && typeof body === 'object' && (body as { email?: string }).email === '__SELF__') {
          // Each caller keeps its role, so later rows still see a Seller as a Seller.
          body = { ...body, email: caller?.email ?? 'nobody@example.com', role: caller?.role === 'Seller' ? 'Seller' : 'User' };
        }
        const raw = await row.raw?.();
        const response = await t.app.inject({
          method: row.method,
          url: row.url(w, caller),
          headers: { ...caller?.auth, ...raw?.headers },
          ...(raw ? { payload: raw.payload } : body !== undefined && { payload: body as object }),
        });
        answers.push({ who, call: row.call, method: row.method, status: response.statusCode, body: response.body });
        expect(response.statusCode, response.body).toBe(row.expect[who]);
      });
    }
  }

  it('covers every call of the API (each OpenAPI operation has a row)', () => {
    const inTable = new Set(
      table.map((row) =>
        row.call
          .replace(/ \(.*\)$/, '')
          .replace(/ \{[^}]*\}$/, '')
          .replace(/\?.*$/, '')
          .replace(/\{[^}]*\}/g, '{}'),
      ),
    );
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const operations = Object.entries(paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route.replace(/^\/api/, '').replace(/\{[^}]*\}/g, '{}')}`),
    );
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.filter((operation) => !inTable.has(operation))).toEqual([]);
  });

  it('asks who asks before what they sent: every guarded write answers 401 anonymously and 403 to a wrong role, whatever the body', async () => {
    const writes = [...t.app.routeGuards].filter(([route]) => !/^(GET|HEAD) /.test(route));
    // Every write the table expects anonymous callers to be refused is guarded by the shared mechanism.
    const shape = (call: string) => call.replace(/ \(.*\)$/, '').replace(/ \{[^}]*\}$/, '').replace(/\{[^}]*\}|:[^/]+/g, '{}');
    const guarded = new Set(writes.map(([route]) => shape(route.replace(' /api/', ' /'))));
    const refusedInTable = table.filter((row) => row.method !== 'GET' && row.expect.anonymous === 401).map((row) => shape(row.call));
    expect(refusedInTable.length).toBeGreaterThan(30);
    expect(refusedInTable.filter((call) => !guarded.has(call))).toEqual([]);
    const anyId = '00000000-0000-4000-8000-000000000000';
    // A new User: the table's user became a Seller in its last row.
    const roleCallers = { User: await t.signUp('User'), Seller: world.actors.seller, admin: world.actors.admin } as const;
    let wrongRoleChecks = 0;
    for (const [route, rule] of writes) {
      const [method, path] = route.split(' ') as [Row['method'], string];
      const url = path.replace(/:[^/]+/g, anyId);
      const callers: [string, Actor | undefined, number][] = [['anonymous', undefined, 401]];
      if (rule !== 'signed-in') {
        const wrong = (Object.keys(roleCallers) as (keyof typeof roleCallers)[]).find((role) => !rule.includes(role));
        if (wrong) callers.push([wrong, roleCallers[wrong], 403]);
      }
      for (const [who, caller, status] of callers) {
        for (const payload of [{}, { productName: 'x' }]) {
          const response = await t.app.inject({ method, url, headers: { ...caller?.auth }, payload });
          expect(response.statusCode, `${route} as ${who}: ${response.body}`).toBe(status);
          expect(Object.keys(response.json<object>()).sort(), `${route} as ${who}`).toEqual(['code', 'message']);
        }
        if (status === 403) wrongRoleChecks += 1;
      }
    }
    expect(wrongRoleChecks).toBeGreaterThan(10);
  });

  it("never shows a non-owner the user's booking, phone number or email", () => {
    const { user } = world.actors;
    const secrets = [user.email, USER_PHONE, world.userBookingId];
    const nonOwners = answers.filter((answer) => answer.who === 'anonymous' || answer.who === 'seller');
    expect(nonOwners.length).toBeGreaterThan(50);
    for (const answer of nonOwners) {
      for (const secret of secrets) expect(answer.body, `${answer.call} as ${answer.who}`).not.toContain(secret);
    }
    // The other seller sold the phone the user booked: since issue 24 they see the buyer's name, phone
    // and pick-up place (to meet), but never the buyer's email.
    for (const answer of answers.filter((a) => a.who === 'otherSeller')) {
      expect(answer.body, `${answer.call} as otherSeller`).not.toContain(user.email);
    }
    // Seller emails are for admins and the seller themself.
    for (const answer of answers.filter((a) => a.who === 'anonymous' || a.who === 'user')) {
      expect(answer.body, `${answer.call} as ${answer.who}`).not.toContain(world.actors.seller.email);
      expect(answer.body, `${answer.call} as ${answer.who}`).not.toContain(world.actors.otherSeller.email);
    }
    // The owner does see their booking with its phone number (so the check above can fail).
    const own = answers.find((a) => a.who === 'user' && a.call.startsWith("GET /bookingProduct/{user's id}"));
    expect(own?.body).toContain(USER_PHONE);
  });

  it('never returns a password hash in any answer, whoever asks', async () => {
    const extra = await Promise.all(
      (['user', 'seller', 'admin'] as const).map((who) =>
        t.app.inject({ url: '/api/auth/get-session', headers: world.actors[who].auth }),
      ),
    );
    const bodies = [...answers.map((answer) => answer.body), ...extra.map((response) => response.body)];
    expect(
      answers.filter((answer) => answer.method === 'GET' && answer.who === 'admin' && answer.status === 200).length,
    ).toBeGreaterThan(10);
    for (const body of bodies) {
      expect(body).not.toContain('scrypt$');
      expect(body.toLowerCase()).not.toMatch(/"password"|passwordhash|"hash"/);
    }
  });

  it('never sends the public a seller email or a booking phone number', async () => {
    const list = await t.app.inject('/api/allProducts');
    expect(list.body).not.toContain(world.actors.seller.email);
    expect(list.body).not.toContain(world.actors.otherSeller.email);
    const single = await t.app.inject(`/api/products/${world.otherProductId}`);
    expect(single.body).not.toContain(world.actors.otherSeller.email);
    const asOther = await t.app.inject({ url: `/api/products/${world.otherProductId}`, headers: world.actors.seller.auth });
    expect(asOther.body).not.toContain(world.actors.otherSeller.email);
    const asOwner = await t.app.inject({ url: `/api/products/${world.otherProductId}`, headers: world.actors.otherSeller.auth });
    expect(asOwner.json()).toMatchObject({ email: world.actors.otherSeller.email });
  });

  it('keeps a deleted booking on record', async () => {
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.buyerId, world.actors.user.id));
    expect(rows.length).toBeGreaterThan(0);
  });
});
