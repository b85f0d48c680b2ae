import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imeiCollisionsQuery,
  pushSubscriptionBody,
  pushUnsubscribeBody,
  notificationListQuery,
  notificationSettingsBody,
  disputeAnswerBody,
  adminThreadQuery,
  blockBody,
  messageBody,
  messageReportBody,
  messageReportDecisionBody,
  startConversationBody,
  bookingListQuery,
  cancelBody,
  createPaymentIntentBody,
  declineBody,
  disputeBody,
  handoverCodeBody,
  markPayoutPaidBody,
  markSentBody,
  payoutRequestBody,
  overviewQuery,
  editProductBody,
  sellerOrdersQuery,
  reportsDecisionBody,
  resolveDisputeBody,
  reviewBody,
  jwtQuery,
  newBookingBody,
  newProductBody,
  paymentRecordBody,
  priceGuideQuery,
  searchSuggestionsQuery,
  productListQuery,
  registerUserBody,
  signInForm,
  signUpForm,
  simulatedConfirmBody,
  gatewayCheckoutBody,
  testSslcommerzBody,
  newOfferBody,
  counterOfferBody,
  offerAnswerBody,
  watchBody,
  savedSearchBody,
  savedSearchPatch,
  deliveryQuoteQuery,
  bookPickupBody,
  deliveryAddress,
} from '@phonehaat/contract';
import { makeCategory, makeProduct, productBody } from '../support/factories.ts';
import { createTestApp, type Actor, type TestApp } from '../support/test-app.ts';
import { snapshotDatabase, walPosition, type Snapshot } from './support/db-snapshot.ts';

/**
 * Property-based tests over every request schema of packages/contract, on PGlite: random and hostile
 * bodies, query strings and path ids, sent to the real app, never answer 5xx, and a refused request
 * (4xx) leaves every table exactly as it was (row counts and a hash of every row).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; drop table products; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u0000',
    '\u202e\u200b\ufeff',
    '../../../etc/passwd',
    '%00%ff%',
    '__proto__',
    'constructor',
    'prototype',
    '1e309',
    '-0',
    'NaN',
    'Infinity',
    '-1',
    '99999999999999999999999',
    'null',
    'true',
    '{}',
    '[]',
    '😀'.repeat(500),
    'a'.repeat(100_000),
    ' ',
    '',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e21, 2 ** 31),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A body shaped like `base` with some fields replaced, removed or added; or anything at all. */
function mutated(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(base);
  const shaped = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length }),
      drop: fc.subarray(keys),
      extra: fc.dictionary(hostileText, hostileValue, { maxKeys: 3 }),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...extra, ...base, ...replace };
      for (const key of drop) delete body[key];
      return body;
    });
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

/** JSON text of a body, sometimes with prototype-pollution keys spliced in. */
const jsonText = (body: fc.Arbitrary<unknown>) =>
  fc.tuple(body, fc.constantFrom('none', '__proto__', 'constructor')).map(([value, poison]) => {
    const text = JSON.stringify(value) ?? 'null';
    if (poison === 'none' || !text.startsWith('{')) return text;
    const key =
      poison === '__proto__' ? '"__proto__":{"role":"admin","paid":true}' : '"constructor":{"prototype":{"role":"admin"}}';
    return text === '{}' ? `{${key}}` : `{${key},${text.slice(1)}`;
  });

/** A query string shaped like `base`, with hostile values, repeated keys and raw (possibly malformed) escapes. */
function queryString(base: Record<string, string>): fc.Arbitrary<string> {
  const keys = Object.keys(base);
  return fc.oneof(
    mutated(base).map((value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value))
        return `?q=${encodeURIComponent(JSON.stringify(value) ?? '')}`;
      const params = new URLSearchParams();
      for (const [key, item] of Object.entries(value)) {
        for (const one of Array.isArray(item) ? item : [item])
          params.append(key, typeof one === 'object' ? JSON.stringify(one) : String(one));
      }
      return `?${params.toString()}`;
    }),
    fc
      .tuple(fc.constantFrom(...keys), fc.constantFrom('%', '%zz', '%00', '[]=1', '[a]=1&x', '=', '&&&', '%E0%A4%A'))
      .map(([key, raw]) => `?${key}${raw}`),
  );
}

/** Path ids: random, hostile, very long, and a few raw (not percent-encoded) shapes. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Multipart uploads: random bytes (sometimes behind a PNG signature), hostile names, broken framing. */
const multipartUpload = fc
  .record({
    bytes: fc.uint8Array({ maxLength: 4000 }),
    pngHead: fc.boolean(),
    field: fc.oneof(fc.constant('image'), hostileText),
    filename: hostileText,
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream', ''),
    framing: fc.constantFrom('ok', 'no-end', 'wrong-boundary', 'no-boundary'),
  })
  .map(({ bytes, pngHead, field, filename, type, framing }) => {
    const boundary = 'fuzzboundary7';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    const body = pngHead ? Buffer.concat([PNG_SIGNATURE, bytes]) : Buffer.from(bytes);
    const tail =
      framing === 'no-end' ? Buffer.alloc(0) : Buffer.from(`\r\n--${framing === 'wrong-boundary' ? 'other' : boundary}--\r\n`);
    return {
      method: 'POST' as const,
      url: '/api/images',
      payload: Buffer.concat([head, body, tail]),
      contentType: framing === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`,
    };
  });

const pathId = fc.oneof(
  hostileText.filter((text) => text.length > 0).map((text) => encodeURIComponent(text.slice(0, 1000))),
  fc.uuid().map(String),
  fc.constantFrom(
    '%',
    '%zz',
    '..',
    '.%2e',
    '%2F..%2F',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(400),
    '1;select 1',
    '%00',
  ),
);

interface Target {
  operation: string;
  who: 'anonymous' | 'user' | 'seller' | 'admin';
  /** A request: method, url, and an optional JSON text body. */
  request: fc.Arbitrary<{
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: string | Buffer;
    contentType?: string;
  }>;
  runs?: number;
}

describe('fuzzing every request schema on pglite', () => {
  let t: TestApp;
  let actors: Record<'user' | 'seller' | 'admin', Actor>;
  let categoryId: string;
  let productId: string;
  let bookingId: string;
  // Issue 39: the user's conversation about the seller's listing, and a message of the seller's in it.
  let conversationId: string;
  let sellerMessageId: string;
  let offerProductId: string;
  let offerId: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const [user, seller, admin] = await Promise.all([t.signUp('User'), t.signUp('Seller'), t.signUp('admin')]);
    actors = { user: user!, seller: seller!, admin: admin! };
    const category = await makeCategory(t.database.db);
    categoryId = category.id;
    productId = (await makeProduct(t.database.db, actors.seller, category)).id;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookingProduct',
      headers: actors.user.auth,
      payload: { productId, pickUpLocation: 'Gulshan 2', phone: '01811111111' },
    });
    bookingId = booked.json<{ insertedId: string }>().insertedId;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: actors.user.auth,
      payload: { productId, text: 'Is it still available?' },
    });
    conversationId = asked.json<{ conversationId: string }>().conversationId;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: actors.seller.auth,
      payload: { text: 'Yes' },
    });
    sellerMessageId = answered.json<{ id: string }>().id;
    // A second phone, unbooked, with the user's open offer on it (issue 39 §4).
    offerProductId = (await makeProduct(t.database.db, actors.seller, category, { selling: 30_000 })).id;
    const offered = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: actors.user.auth,
      payload: { productId: offerProductId, amount: 25_000, pickUpLocation: 'Gulshan 2', phone: '01811111111' },
    });
    offerId = offered.json<{ id: string }>().id;
  });
  afterAll(() => t.close());

  const get = (url: fc.Arbitrary<string>) => url.map((u) => ({ method: 'GET' as const, url: u }));
  const post = (url: string, base: () => Record<string, unknown>) =>
    fc.constant(null).chain(() => jsonText(mutated(base())).map((payload) => ({ method: 'POST' as const, url, payload })));
  // The identity routes also get JSON nested far deeper than any schema (5,000 levels overflowed the stack).
  const deepJson = fc
    .tuple(fc.integer({ min: 5, max: 6_000 }), fc.constantFrom('{"a":', '['), hostileText)
    .map(([depth, open, leaf]) => `${open.repeat(depth)}${JSON.stringify(leaf)}${(open === '[' ? ']' : '}').repeat(depth)}`);
  const postAuth = (url: string, base: () => Record<string, unknown>) =>
    fc.oneof(
      { weight: 4, arbitrary: post(url, base) },
      { weight: 1, arbitrary: deepJson.map((payload) => ({ method: 'POST' as const, url, payload })) },
    );
  const withId = (method: 'GET' | 'PUT' | 'DELETE', prefix: string, suffix = '') =>
    pathId.map((id) => ({ method, url: `${prefix}${id}${suffix}` }));
  const keysOf = (schema: { shape: object }) => Object.keys(schema.shape);
  /** A POST to an order (the user's booking, or a hostile id) with a mutated body. */
  const postToOrder = (path: (id: string) => string, base: () => Record<string, unknown>) =>
    fc
      .constant(null)
      .chain(() => fc.tuple(fc.oneof(pathId, fc.constant(bookingId)), jsonText(mutated(base()))))
      .map(([id, payload]) => ({ method: 'POST' as const, url: path(id), payload }));
  /** A POST to the seller's listing (or a hostile id) with a mutated body the route does not read. */
  const postToProduct = (path: (id: string) => string) =>
    fc
      .constant(null)
      .chain(() => fc.tuple(fc.oneof(pathId, fc.constant(productId)), jsonText(mutated({ note: 'unread' }))))
      .map(([id, payload]) => ({ method: 'POST' as const, url: path(id), payload }));
  /** A form-encoded POST (how SSLCommerz posts), its fields shaped like `base` with hostile values and raw escapes. */
  const formBody = (url: string, base: Record<string, string>) =>
    queryString(base).map((q) => ({
      method: 'POST' as const,
      url,
      payload: q.slice(1),
      contentType: 'application/x-www-form-urlencoded',
    }));
  /** A POST to the seller's listing (or a hostile id) with a mutated body. */
  const postToListing = (path: (id: string) => string, base: () => Record<string, unknown>) =>
    fc
      .constant(null)
      .chain(() => fc.tuple(fc.oneof(pathId, fc.constant(productId)), jsonText(mutated(base()))))
      .map(([id, payload]) => ({ method: 'POST' as const, url: path(id), payload }));
  const getPlain = (url: string) => get(queryString({ x: '1' }).map((q) => `${url}${q}`));

  const targets = (): Target[] => [
    {
      operation: 'GET /allProducts',
      who: 'anonymous',
      request: get(
        queryString({
          page: '1',
          limit: '10',
          q: 'iphone',
          brand: categoryId,
          minPrice: '1',
          maxPrice: '99999',
          ads: 'true',
          sort: 'newest',
          division: 'dhaka',
          district: 'gazipur',
          condition: 'good',
          storageGb: '128',
          variant: 'official',
          batteryMin: '85',
        }).map((q) => `/api/allProducts${q}`),
      ),
    },
    {
      operation: 'GET /products/facets',
      who: 'anonymous',
      request: get(
        queryString({
          q: 'iphone',
          brand: categoryId,
          minPrice: '1',
          ads: 'false',
          division: 'dhaka',
          district: 'gazipur',
          condition: 'good',
          storageGb: '128',
          variant: 'official',
          batteryMin: '85',
        }).map((q) => `/api/products/facets${q}`),
      ),
    },
    {
      operation: 'GET /price-guide',
      who: 'anonymous',
      request: get(
        queryString({ model: 'iPhone 13', storageGb: '128', condition: 'excellent' }).map((q) => `/api/price-guide${q}`),
      ),
    },
    {
      operation: 'GET /search/suggestions',
      who: 'anonymous',
      request: get(queryString({ q: 'iph' }).map((q) => `/api/search/suggestions${q}`)),
    },
    {
      operation: 'GET /category/{id}',
      who: 'anonymous',
      request: fc
        .tuple(fc.oneof(pathId, fc.constant(categoryId)), queryString({ page: '1', limit: '5', sort: 'price_asc' }))
        .map(([id, q]) => ({ method: 'GET' as const, url: `/api/category/${id}${q}` })),
    },
    { operation: 'GET /products/{id}', who: 'anonymous', request: withId('GET', '/api/products/') },
    { operation: 'GET /products/{id}/similar', who: 'anonymous', request: withId('GET', '/api/products/', '/similar') },
    // The body carries the photos and the verification photo too (decision 0040), so both are mutated.
    {
      operation: 'POST /allProducts',
      who: 'seller',
      request: post('/api/allProducts', () =>
        productBody(categoryId, { photos: ['/uploads/0123456789abcdef0123456789abcdef-640.webp', '/demo/phones/a.webp'] }),
      ),
    },
    { operation: 'PUT /allProducts/{id}', who: 'admin', request: withId('PUT', '/api/allProducts/') },
    { operation: 'DELETE /allProducts/{id}', who: 'admin', request: withId('DELETE', '/api/allProducts/') },
    { operation: 'POST /images', who: 'seller', request: multipartUpload },
    { operation: 'POST /conversations/photos', who: 'user', request: multipartUpload },
    { operation: 'GET /myProducts', who: 'seller', request: get(queryString({ page: '1' }).map((q) => `/api/myProducts${q}`)) },
    { operation: 'GET /users/admin/{email}', who: 'user', request: withId('GET', '/api/users/admin/') },
    { operation: 'GET /users/seller/{email}', who: 'user', request: withId('GET', '/api/users/seller/') },
    {
      operation: 'POST /users',
      who: 'user',
      request: post('/api/users', () => ({ name: 'Fuzzy', email: actors.user.email, role: 'User' })),
    },
    { operation: 'GET /users', who: 'admin', request: get(queryString({ page: '1' }).map((q) => `/api/users${q}`)) },
    { operation: 'DELETE /users/{id}', who: 'admin', request: withId('DELETE', '/api/users/') },
    { operation: 'GET /seller', who: 'admin', request: get(queryString({ page: '1' }).map((q) => `/api/seller${q}`)) },
    { operation: 'PUT /seller/{id}', who: 'admin', request: withId('PUT', '/api/seller/') },
    { operation: 'GET /jwt', who: 'user', request: get(queryString({ email: actors.user.email }).map((q) => `/api/jwt${q}`)) },
    {
      operation: 'GET /bookingProduct',
      who: 'user',
      request: get(queryString({ email: actors.user.email }).map((q) => `/api/bookingProduct${q}`)),
    },
    { operation: 'GET /bookingProduct/{id}', who: 'user', request: withId('GET', '/api/bookingProduct/') },
    { operation: 'DELETE /bookingsProduct/{id}', who: 'user', request: withId('DELETE', '/api/bookingsProduct/') },
    {
      operation: 'POST /bookingProduct',
      who: 'user',
      request: post('/api/bookingProduct', () => ({
        productId,
        pickUpLocation: 'Mirpur 10',
        phone: '01711000000',
        price: 1,
        productName: 'x',
        delivery: { kind: 'courier', address: { division: 'rangpur', district: 'rangpur', area: 'Kotwali', street: 'House 1', landmark: 'Mosque', phone: '01712345678' } },
      })),
    },
    {
      operation: 'POST /create-payment-intent',
      who: 'user',
      request: post('/api/create-payment-intent', () => ({ items: { _id: bookingId, price: 1 } })),
    },
    {
      operation: 'POST /payments',
      who: 'user',
      request: post('/api/payments', () => ({ bookingId, transactionId: 'pi_sim_x', price: 1, email: actors.user.email })),
    },
    {
      operation: 'POST /payments/simulated/confirm',
      who: 'user',
      // The route allows 30 attempts a minute per client: later runs check that 429s change nothing.
      request: post('/api/payments/simulated/confirm', () => ({
        clientSecret: 'pi_sim_x_secret_y',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
      })),
    },
    {
      operation: 'GET /health',
      who: 'anonymous',
      request: get(queryString({ deep: '1' }).map((q) => `/api/health${q}`)),
      runs: 5,
    },
    // Issue 41 §7: a load balancer's liveness and readiness checks.
    ...(['live', 'ready'] as const).map((check) => ({
      operation: `GET /health/${check}`,
      who: 'anonymous' as const,
      request: get(queryString({ deep: '1' }).map((q) => `/api/health/${check}${q}`)),
      runs: 5,
    })),
    { operation: 'GET /config', who: 'anonymous', request: get(queryString({ x: '1' }).map((q) => `/api/config${q}`)), runs: 5 },
    {
      operation: 'GET /productsCategories',
      who: 'anonymous',
      request: get(queryString({ x: '1' }).map((q) => `/api/productsCategories${q}`)),
      runs: 5,
    },
    {
      operation: 'POST /auth/sign-in/email',
      who: 'anonymous',
      request: postAuth('/api/auth/sign-in/email', () => ({ email: actors.user.email, password: 'wrong-password' })),
    },
    {
      operation: 'POST /auth/sign-up/email',
      who: 'anonymous',
      request: postAuth('/api/auth/sign-up/email', () => ({
        name: 'Fuzz',
        email: actors.user.email,
        password: 'correct-horse-7',
        image: 'https://example.com/a.png',
        role: 'admin',
      })),
    },
    {
      operation: 'POST /auth/update-user',
      who: 'user',
      request: postAuth('/api/auth/update-user', () => ({
        name: 'Fuzzy Buyer',
        image: '/uploads/fuzz-640.webp',
        role: 'admin',
        verify: true,
      })),
    },
    {
      operation: 'POST /auth/change-password',
      who: 'user',
      // Never the right current password: a refusal must leave the password and every session as they were.
      request: postAuth('/api/auth/change-password', () => ({
        currentPassword: 'not-the-password-9',
        newPassword: 'another-password-8',
        revokeOtherSessions: false,
      })),
    },
    {
      operation: 'GET /auth/verify-email',
      who: 'anonymous',
      request: get(queryString({ token: 'not-a-token', callbackURL: '/' }).map((q) => `/api/auth/verify-email${q}`)),
    },
    {
      operation: 'POST /auth/sign-in/social',
      who: 'anonymous',
      request: postAuth('/api/auth/sign-in/social', () => ({ provider: 'google', callbackURL: '/', idToken: { token: 'x' } })),
    },
    // The deal (issue 24). The order is the user's booking of the seller's phone, never paid here, so
    // a well-formed hand-over code is refused for the state before any wrong try is counted.
    {
      operation: 'GET /orders/selling',
      who: 'seller',
      request: get(
        queryString({ limit: '50', before: '00000000-0000-0000-0000-000000000000' }).map((q) => `/api/orders/selling${q}`),
      ),
    },
    { operation: 'GET /orders/attention', who: 'user', request: getPlain('/api/orders/attention'), runs: 5 },
    { operation: 'GET /orders/{id}', who: 'user', request: withId('GET', '/api/orders/') },
    {
      operation: 'POST /orders/{id}/handover-code',
      who: 'seller',
      request: postToOrder(
        (id) => `/api/orders/${id}/handover-code`,
        () => ({ code: '123456', neirDeregistered: true }),
      ),
    },
    {
      operation: 'POST /orders/{id}/sent',
      who: 'user',
      request: postToOrder(
        (id) => `/api/orders/${id}/sent`,
        () => ({ trackingReference: 'TRK-1', neirDeregistered: true }),
      ),
    },
    {
      operation: 'POST /orders/{id}/received',
      who: 'seller',
      request: postToOrder(
        (id) => `/api/orders/${id}/received`,
        () => ({ note: 'unread' }),
      ),
    },
    {
      operation: 'POST /orders/{id}/dispute/answer',
      who: 'user',
      request: postToOrder(
        (id) => `/api/orders/${id}/dispute/answer`,
        () => ({ text: 'It worked at the meet-up' }),
      ),
    },
    {
      operation: 'POST /orders/{id}/dispute',
      who: 'user',
      request: postToOrder(
        (id) => `/api/orders/${id}/dispute`,
        () => ({ reason: 'other', text: 'Broken' }),
      ),
    },
    {
      operation: 'POST /orders/{id}/review',
      who: 'user',
      request: postToOrder(
        (id) => `/api/orders/${id}/review`,
        () => ({ rating: 5, text: 'Good' }),
      ),
    },
    { operation: 'GET /disputes', who: 'admin', request: getPlain('/api/disputes'), runs: 5 },
    {
      operation: 'POST /disputes/{id}/resolve',
      who: 'admin',
      request: postToOrder(
        (id) => `/api/disputes/${id}/resolve`,
        () => ({ outcome: 'refund', note: 'Checked', relist: true }),
      ),
    },
    { operation: 'GET /balance', who: 'seller', request: getPlain('/api/balance'), runs: 5 },
    { operation: 'GET /users/me/photo', who: 'user', request: getPlain('/api/users/me/photo'), runs: 5 },
    { operation: 'GET /balance/entries', who: 'seller', request: getPlain('/api/balance/entries'), runs: 5 },
    {
      operation: 'GET /admin/overview',
      who: 'admin',
      request: get(queryString({ days: '30' }).map((q) => `/api/admin/overview${q}`)),
    },
    { operation: 'GET /payouts', who: 'seller', request: getPlain('/api/payouts'), runs: 5 },
    {
      operation: 'POST /payouts',
      who: 'seller',
      request: post('/api/payouts', () => ({ amount: 100, account: { method: 'bkash', number: '01700000000' } })),
    },
    { operation: 'GET /admin/payouts', who: 'admin', request: getPlain('/api/admin/payouts'), runs: 5 },
    {
      operation: 'POST /payouts/{id}/paid',
      who: 'admin',
      request: postToOrder(
        (id) => `/api/payouts/${id}/paid`,
        () => ({ reference: 'TRX-1' }),
      ),
    },
    { operation: 'GET /sellers/{id}', who: 'anonymous', request: withId('GET', '/api/sellers/') },
    // Review queue and reports (issue 26, decision 0037). The seller's listing is live, so a review is
    // refused (409); the user's first good report is taken, and the admin's first good decision closes it.
    { operation: 'GET /admin/review-queue', who: 'admin', request: getPlain('/api/admin/review-queue'), runs: 5 },
    {
      operation: 'POST /products/{id}/review',
      who: 'admin',
      request: postToListing(
        (id) => `/api/products/${id}/review`,
        () => ({ decision: 'reject', reason: 'Blurry photo' }),
      ),
    },
    {
      operation: 'POST /products/{id}/reports',
      who: 'user',
      request: postToListing(
        (id) => `/api/products/${id}/reports`,
        () => ({ reason: 'other', text: 'Looks stolen' }),
      ),
    },
    { operation: 'GET /reports/mine', who: 'user', request: getPlain('/api/reports/mine'), runs: 5 },
    { operation: 'GET /admin/reports', who: 'admin', request: getPlain('/api/admin/reports'), runs: 5 },
    {
      operation: 'POST /products/{id}/reports/review',
      who: 'admin',
      request: postToListing(
        (id) => `/api/products/${id}/reports/review`,
        () => ({ outcome: 'dismiss' }),
      ),
    },
    // Issue 42: the fee quote, a pickup of a meet-up booking (refused), the parcels' reconciliation, a courier's push.
    {
      operation: 'GET /delivery/quote',
      who: 'anonymous',
      request: fc
        .constant(null)
        .chain(() => queryString({ productId, district: 'rangpur', area: 'Kotwali', cod: 'false' }))
        .map((q) => ({ method: 'GET' as const, url: `/api/delivery/quote${q}` })),
    },
    {
      operation: 'POST /orders/{id}/pickup',
      who: 'seller',
      request: postToOrder(
        (id) => `/api/orders/${id}/pickup`,
        () => ({ neirDeregistered: true }),
      ),
    },
    { operation: 'GET /admin/reconciliation/parcels', who: 'admin', request: getPlain('/api/admin/reconciliation/parcels'), runs: 5 },
    {
      operation: 'POST /couriers/{courier}/webhook',
      who: 'anonymous',
      request: fc.oneof(
        post('/api/couriers/simulated/webhook', () => ({ notification_type: 'delivery_status', invoice: bookingId, status: 'delivered' })),
        post('/api/couriers/steadfast/webhook', () => ({ notification_type: 'delivery_status', consignment_id: 1, invoice: bookingId, status: 'delivered' })),
      ),
    },
    // Last: these move the order on (accepted, then declined or cancelled); later refusals still write nothing.
    {
      operation: 'POST /orders/{id}/accept',
      who: 'seller',
      request: postToOrder(
        (id) => `/api/orders/${id}/accept`,
        () => ({ note: 'unread' }),
      ),
    },
    {
      operation: 'POST /orders/{id}/decline',
      who: 'seller',
      request: postToOrder(
        (id) => `/api/orders/${id}/decline`,
        () => ({ reason: 'Sold already' }),
      ),
    },
    {
      operation: 'POST /orders/{id}/cancel',
      who: 'user',
      request: postToOrder(
        (id) => `/api/orders/${id}/cancel`,
        () => ({ reason: 'Changed my mind' }),
      ),
    },
    {
      operation: 'POST /orders/{id}/cash',
      who: 'user',
      request: postToOrder(
        (id) => `/api/orders/${id}/cash`,
        () => ({ note: 'unread' }),
      ),
    },
    // The seller's own listing (issue 24): edit, mark sold (which declines its open bookings), relist; a User becoming a Seller.
    {
      operation: 'PATCH /products/{id}',
      who: 'seller',
      request: fc
        .constant(null)
        .chain(() =>
          fc.tuple(
            fc.oneof(pathId, fc.constant(productId)),
            jsonText(
              mutated({
                selling: 30000,
                location: 'Mirpur',
                details: 'Like new',
                condition: 'good',
                batteryHealth: 80,
                included: ['box'],
                district: 'dhaka',
                area: 'Mirpur',
                photos: ['/demo/phones/b.webp', '/uploads/0123456789abcdef0123456789abcdef-640.webp'],
              }),
            ),
          ),
        )
        .map(([id, payload]) => ({ method: 'PATCH' as const, url: `/api/products/${id}`, payload })),
    },
    { operation: 'POST /products/{id}/sold', who: 'seller', request: postToProduct((id) => `/api/products/${id}/sold`) },
    { operation: 'POST /products/{id}/relist', who: 'seller', request: postToProduct((id) => `/api/products/${id}/relist`) },
    { operation: 'GET /listing-code', who: 'seller', request: getPlain('/api/listing-code') },
    {
      operation: 'POST /users/me/seller',
      who: 'user',
      request: post('/api/users/me/seller', () => ({ note: 'unread' })),
      runs: 5,
    },
    // Issue 25's gateways: checkout, SSLCommerz's IPN and returns, bKash's callback, the TEST MODE pages, reconciliation.
    {
      operation: 'POST /payments/checkout',
      who: 'user',
      request: post('/api/payments/checkout', () => ({ bookingId, method: 'bkash' })),
    },
    {
      operation: 'POST /payments/sslcommerz/ipn',
      who: 'anonymous',
      request: fc.oneof(
        post('/api/payments/sslcommerz/ipn', () => ({
          status: 'VALID',
          tran_id: 'PH0123456789abcdef0123',
          val_id: 'x',
          value_a: bookingId,
        })),
        formBody('/api/payments/sslcommerz/ipn', { status: 'VALID', tran_id: 'PH0123456789abcdef0123', val_id: 'forged' }),
      ),
    },
    {
      operation: 'GET /payments/sslcommerz/return/{outcome}',
      who: 'anonymous',
      request: fc
        .tuple(
          fc.oneof(pathId, fc.constantFrom('success', 'fail', 'cancel')),
          queryString({ tran_id: 'PH0123456789abcdef0123', val_id: 'x' }),
        )
        .map(([outcome, q]) => ({ method: 'GET' as const, url: `/api/payments/sslcommerz/return/${outcome}${q}` })),
    },
    {
      operation: 'POST /payments/sslcommerz/return/{outcome}',
      who: 'anonymous',
      request: fc
        .constantFrom('success', 'fail', 'cancel', '%zz')
        .chain((outcome) =>
          formBody(`/api/payments/sslcommerz/return/${outcome}`, { tran_id: 'PH0123456789abcdef0123', status: 'FAILED' }),
        ),
    },
    {
      operation: 'GET /payments/bkash/callback',
      who: 'anonymous',
      request: get(queryString({ paymentID: 'TR0011abc', status: 'success' }).map((q) => `/api/payments/bkash/callback${q}`)),
    },
    {
      operation: 'GET /payments/test-gateway/{method}/{id}',
      who: 'anonymous',
      request: fc
        .tuple(fc.oneof(pathId, fc.constantFrom('bkash', 'sslcommerz')), pathId)
        .map(([method, id]) => ({ method: 'GET' as const, url: `/api/payments/test-gateway/${method}/${id}` })),
    },
    {
      operation: 'POST /payments/test-gateway/bkash/{paymentID}',
      who: 'anonymous',
      request: fc
        .tuple(pathId, jsonText(mutated({ action: 'pay', wallet: '01770618575', otp: '123456', pin: '12121' })))
        .map(([id, payload]) => ({ method: 'POST' as const, url: `/api/payments/test-gateway/bkash/${id}`, payload })),
    },
    {
      operation: 'POST /payments/test-gateway/sslcommerz/{tranId}',
      who: 'anonymous',
      request: fc
        .tuple(pathId, jsonText(mutated({ outcome: 'pay', method: 'nagad' })))
        .map(([id, payload]) => ({ method: 'POST' as const, url: `/api/payments/test-gateway/sslcommerz/${id}`, payload })),
    },
    {
      operation: 'GET /admin/payments/reconciliation',
      who: 'admin',
      request: get(queryString({ mismatches: 'true' }).map((q) => `/api/admin/payments/reconciliation${q}`)),
      runs: 10,
    },
    {
      operation: 'POST /admin/payments/checkouts/{id}/decision',
      who: 'admin',
      request: fc
        .tuple(pathId, jsonText(mutated({ decision: 'refund' })))
        .map(([id, payload]) => ({ method: 'POST' as const, url: `/api/admin/payments/checkouts/${id}/decision`, payload })),
      runs: 10,
    },
    {
      operation: 'POST /admin/payments/reconciliation/retry',
      who: 'admin',
      request: post('/api/admin/payments/reconciliation/retry', () => ({ note: 'unread' })),
      runs: 5,
    },
    {
      operation: 'GET /admin/imei-collisions',
      who: 'admin',
      request: get(queryString({ page: '1' }).map((q) => `/api/admin/imei-collisions${q}`)),
      runs: 10,
    },
    {
      operation: 'GET /notifications',
      who: 'user',
      request: get(queryString({ before: '2026-01-01T00:00:00.000Z_00000000-0000-4000-8000-000000000000', limit: '20' }).map((q) => `/api/notifications${q}`)),
    },
    { operation: 'GET /notifications/unread-count', who: 'user', request: getPlain('/api/notifications/unread-count'), runs: 5 },
    { operation: 'POST /notifications/{id}/read', who: 'user', request: pathId.map((id) => ({ method: 'POST' as const, url: `/api/notifications/${id}/read` })) },
    { operation: 'POST /notifications/read-all', who: 'user', request: post('/api/notifications/read-all', () => ({ x: 1 })), runs: 5 },
    { operation: 'GET /notification-settings', who: 'user', request: getPlain('/api/notification-settings'), runs: 5 },
    {
      operation: 'PUT /notification-settings',
      who: 'user',
      request: fc
        .constant(null)
        .chain(() => jsonText(mutated({ settings: [{ kind: 'booking_made', channel: 'email', enabled: false }] })))
        .map((payload) => ({ method: 'PUT' as const, url: '/api/notification-settings', payload })),
    },
    {
      operation: 'POST /notifications/unsubscribe',
      who: 'anonymous',
      request: queryString({ token: 'eyJ4IjoxfQ.c2lnbmF0dXJl' }).map((q) => ({ method: 'POST' as const, url: `/api/notifications/unsubscribe${q}` })),
    },
    { operation: 'GET /admin/notification-trouble', who: 'admin', request: getPlain('/api/admin/notification-trouble'), runs: 5 },
    {
      operation: 'POST /admin/notification-trouble/{id}/retry',
      who: 'admin',
      request: pathId.map((id) => ({ method: 'POST' as const, url: `/api/admin/notification-trouble/${id}/retry` })),
    },
    { operation: 'GET /push/public-key', who: 'anonymous', request: getPlain('/api/push/public-key'), runs: 5 },
    {
      operation: 'POST /push/subscriptions',
      who: 'user',
      request: post('/api/push/subscriptions', () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
        expirationTime: null,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      })),
    },
    {
      operation: 'DELETE /push/subscriptions',
      who: 'user',
      request: fc
        .constant(null)
        .chain(() => jsonText(mutated({ endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz' })))
        .map((payload) => ({ method: 'DELETE' as const, url: '/api/push/subscriptions', payload })),
    },
    // Conversations (issue 39): the user's thread (or a hostile id) with mutated bodies; the admins' reads and reports.
    {
      operation: 'POST /conversations',
      who: 'user',
      request: post('/api/conversations', () => ({ productId, text: 'Is it still available? Call 01712345678' })),
    },
    { operation: 'GET /conversations', who: 'user', request: getPlain('/api/conversations'), runs: 5 },
    { operation: 'GET /conversations/unread-count', who: 'user', request: getPlain('/api/conversations/unread-count'), runs: 5 },
    {
      operation: 'GET /conversations/{id}',
      who: 'user',
      request: fc.oneof(pathId, fc.constant(conversationId)).map((id) => ({ method: 'GET' as const, url: `/api/conversations/${id}` })),
    },
    {
      operation: 'POST /conversations/{id}/messages',
      who: 'user',
      request: fc
        .constant(null)
        .chain(() =>
          fc.tuple(fc.oneof(pathId, fc.constant(conversationId)), jsonText(mutated({ text: 'Tomorrow at 5?', photo: '/uploads/0123456789abcdef0123456789abcdef-640.webp' }))),
        )
        .map(([id, payload]) => ({ method: 'POST' as const, url: `/api/conversations/${id}/messages`, payload })),
    },
    {
      operation: 'POST /conversations/{id}/read',
      who: 'user',
      request: fc.oneof(pathId, fc.constant(conversationId)).map((id) => ({ method: 'POST' as const, url: `/api/conversations/${id}/read` })),
    },
    {
      operation: 'PUT /conversations/{id}/block',
      who: 'user',
      request: fc
        .constant(null)
        .chain(() => fc.tuple(fc.oneof(pathId, fc.constant(conversationId)), jsonText(mutated({ blocked: false }))))
        .map(([id, payload]) => ({ method: 'PUT' as const, url: `/api/conversations/${id}/block`, payload })),
    },
    {
      operation: 'POST /messages/{id}/report',
      who: 'user',
      request: fc
        .constant(null)
        .chain(() => fc.tuple(fc.oneof(pathId, fc.constant(sellerMessageId)), jsonText(mutated({ reason: 'spam', text: 'Asks for money' }))))
        .map(([id, payload]) => ({ method: 'POST' as const, url: `/api/messages/${id}/report`, payload })),
    },
    { operation: 'GET /products/{id}/conversation', who: 'user', request: withId('GET', '/api/products/', '/conversation') },
    { operation: 'GET /orders/{id}/conversation', who: 'user', request: withId('GET', '/api/orders/', '/conversation') },
    { operation: 'GET /admin/disputes/{orderId}/conversation', who: 'admin', request: withId('GET', '/api/admin/disputes/', '/conversation') },
    {
      operation: 'GET /admin/conversations/{id}',
      who: 'admin',
      request: fc
        .tuple(fc.oneof(pathId, fc.constant(conversationId)), queryString({ via: 'report', ref: '00000000-0000-4000-8000-000000000000' }))
        .map(([id, q]) => ({ method: 'GET' as const, url: `/api/admin/conversations/${id}${q}` })),
    },
    { operation: 'GET /admin/message-reports', who: 'admin', request: getPlain('/api/admin/message-reports'), runs: 5 },
    {
      operation: 'PATCH /admin/message-reports/{id}',
      who: 'admin',
      request: fc
        .constant(null)
        .chain(() => fc.tuple(pathId, jsonText(mutated({ status: 'dismissed' }))))
        .map(([id, payload]) => ({ method: 'PATCH' as const, url: `/api/admin/message-reports/${id}`, payload })),
    },
    // Offers (issue 39 §4): the user's open offer (or a hostile id), answered by the seller.
    {
      operation: 'POST /offers',
      who: 'user',
      request: post('/api/offers', () => ({ productId: offerProductId, amount: 24_000, pickUpLocation: 'Banani 11', phone: '01811111111' })),
    },
    {
      operation: 'POST /offers/{id}/counter',
      who: 'seller',
      request: fc
        .constant(null)
        .chain(() => fc.tuple(fc.oneof(pathId, fc.constant(offerId)), jsonText(mutated({ amount: 28_000 }))))
        .map(([id, payload]) => ({ method: 'POST' as const, url: `/api/offers/${id}/counter`, payload })),
    },
    {
      operation: 'POST /offers/{id}/answer',
      who: 'seller',
      request: fc
        .constant(null)
        .chain(() => fc.tuple(fc.oneof(pathId, fc.constant(offerId)), jsonText(mutated({ action: 'decline' }))))
        .map(([id, payload]) => ({ method: 'POST' as const, url: `/api/offers/${id}/answer`, payload })),
    },
    // The real-time stream: refused before it opens for anyone not signed in (a stream never ends for inject).
    { operation: 'GET /events', who: 'anonymous', request: get(queryString({ lastEventId: '12' }).map((q) => `/api/events${q}`)), runs: 10 },
    // Watchlist and saved searches (issue 39 §5).
    { operation: 'GET /watchlist', who: 'user', request: getPlain('/api/watchlist'), runs: 5 },
    { operation: 'GET /watchlist/ids', who: 'user', request: getPlain('/api/watchlist/ids'), runs: 5 },
    {
      operation: 'PUT /watchlist/{productId}',
      who: 'user',
      request: fc
        .constant(null)
        .chain(() => fc.tuple(fc.oneof(pathId, fc.constant(offerProductId)), jsonText(mutated({ watched: true }))))
        .map(([id, payload]) => ({ method: 'PUT' as const, url: `/api/watchlist/${id}`, payload })),
    },
    { operation: 'GET /saved-searches', who: 'user', request: getPlain('/api/saved-searches'), runs: 5 },
    { operation: 'POST /saved-searches', who: 'user', request: post('/api/saved-searches', () => ({ query: 'brand=Samsung&maxPrice=30000', alerts: true })) },
    {
      operation: 'PATCH /saved-searches/{id}',
      who: 'user',
      request: fc
        .constant(null)
        .chain(() => fc.tuple(pathId, jsonText(mutated({ alerts: false }))))
        .map(([id, payload]) => ({ method: 'PATCH' as const, url: `/api/saved-searches/${id}`, payload })),
    },
    { operation: 'DELETE /saved-searches/{id}', who: 'user', request: withId('DELETE', '/api/saved-searches/') },
    // The own account (issue 38 §4). Deleting it is fuzzed as the admin, refused (403) before anything is read:
    // a User's deletion would end the fuzz's user as soon as its booking is over (own-account.test.ts has it).
    { operation: 'GET /users/me/ratings', who: 'user', request: getPlain('/api/users/me/ratings'), runs: 5 },
    { operation: 'GET /users/me/deletion', who: 'user', request: getPlain('/api/users/me/deletion'), runs: 5 },
    {
      operation: 'DELETE /users/me',
      who: 'admin',
      request: fc
        .constant(null)
        .chain(() => fc.tuple(queryString({ confirm: 'DELETE' }), jsonText(mutated({ confirm: 'DELETE' }))))
        .map(([q, payload]) => ({ method: 'DELETE' as const, url: `/api/users/me${q}`, payload })),
    },
  ];

  it('fuzzes each request schema of the contract (guards against a schema being added without a fuzz target)', () => {
    const fuzzedFields = new Set(targets().map((target) => target.operation));
    expect(fuzzedFields.size).toBe(targets().length);
    // Every contract schema a route reads has its fields in one of the base bodies or queries above.
    for (const schema of [
      newProductBody,
      newBookingBody,
      registerUserBody,
      createPaymentIntentBody,
      paymentRecordBody,
      simulatedConfirmBody,
      gatewayCheckoutBody,
      testSslcommerzBody,
      productListQuery,
      priceGuideQuery,
      searchSuggestionsQuery,
      bookingListQuery,
      jwtQuery,
      signInForm,
      signUpForm,
      declineBody,
      cancelBody,
      handoverCodeBody,
      markSentBody,
      disputeBody,
      resolveDisputeBody,
      payoutRequestBody,
      markPayoutPaidBody,
      overviewQuery,
      reviewBody,
      editProductBody,
      sellerOrdersQuery,
      reportsDecisionBody,
      imeiCollisionsQuery,
      pushSubscriptionBody,
      pushUnsubscribeBody,
      notificationListQuery,
      notificationSettingsBody,
      disputeAnswerBody,
      startConversationBody,
      messageBody,
      blockBody,
      messageReportBody,
      messageReportDecisionBody,
      adminThreadQuery,
      newOfferBody,
      counterOfferBody,
      offerAnswerBody,
      watchBody,
      savedSearchBody,
      savedSearchPatch,
      deliveryQuoteQuery,
      bookPickupBody,
      deliveryAddress,
    ]) {
      expect(keysOf(schema).length).toBeGreaterThan(0);
    }
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const operations = Object.entries(paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route.replace(/^\/api/, '')}`),
    );
    expect(operations.filter((operation) => !fuzzedFields.has(operation))).toEqual([]);
  });

  for (const target of [
    'GET /allProducts',
    'GET /category/{id}',
    'GET /products/{id}',
    'GET /products/{id}/similar',
    'GET /products/facets',
    'GET /price-guide',
    'GET /search/suggestions',
    'POST /allProducts',
    'PUT /allProducts/{id}',
    'DELETE /allProducts/{id}',
    'POST /images',
    'POST /conversations/photos',
    'GET /myProducts',
    'GET /users/admin/{email}',
    'GET /users/seller/{email}',
    'POST /users',
    'GET /users',
    'DELETE /users/{id}',
    'GET /seller',
    'PUT /seller/{id}',
    'GET /jwt',
    'GET /bookingProduct',
    'GET /bookingProduct/{id}',
    'DELETE /bookingsProduct/{id}',
    'POST /bookingProduct',
    'POST /create-payment-intent',
    'POST /payments',
    'POST /payments/simulated/confirm',
    'GET /health',
    'GET /health/live',
    'GET /health/ready',
    'GET /config',
    'GET /productsCategories',
    'POST /auth/sign-in/email',
    'POST /auth/sign-up/email',
    'POST /auth/update-user',
    'POST /auth/change-password',
    'POST /auth/sign-in/social',
    'GET /auth/verify-email',
    'GET /orders/selling',
    'GET /orders/attention',
    'GET /orders/{id}',
    'POST /orders/{id}/handover-code',
    'POST /orders/{id}/sent',
    'POST /orders/{id}/received',
    'POST /orders/{id}/dispute',
    'POST /orders/{id}/dispute/answer',
    'POST /orders/{id}/review',
    'GET /disputes',
    'POST /disputes/{id}/resolve',
    'GET /balance',
    'GET /balance/entries',
    'GET /admin/overview',
    'GET /payouts',
    'POST /payouts',
    'GET /admin/payouts',
    'POST /payouts/{id}/paid',
    'GET /sellers/{id}',
    'GET /admin/review-queue',
    'POST /products/{id}/review',
    'POST /products/{id}/reports',
    'GET /reports/mine',
    'GET /admin/reports',
    'POST /products/{id}/reports/review',
    'GET /delivery/quote',
    'POST /orders/{id}/pickup',
    'GET /admin/reconciliation/parcels',
    'POST /couriers/{courier}/webhook',
    'POST /orders/{id}/accept',
    'POST /orders/{id}/decline',
    'POST /orders/{id}/cancel',
    'POST /orders/{id}/cash',
    'PATCH /products/{id}',
    'POST /products/{id}/sold',
    'POST /products/{id}/relist',
    'GET /listing-code',
    'POST /users/me/seller',
    'GET /users/me/photo',
    'POST /payments/checkout',
    'POST /payments/sslcommerz/ipn',
    'GET /payments/sslcommerz/return/{outcome}',
    'POST /payments/sslcommerz/return/{outcome}',
    'GET /payments/bkash/callback',
    'GET /payments/test-gateway/{method}/{id}',
    'POST /payments/test-gateway/bkash/{paymentID}',
    'POST /payments/test-gateway/sslcommerz/{tranId}',
    'GET /admin/payments/reconciliation',
    'POST /admin/payments/reconciliation/retry',
    'POST /admin/payments/checkouts/{id}/decision',
    'GET /admin/imei-collisions',
    'GET /notifications',
    'POST /notifications/{id}/read',
    'PUT /notification-settings',
    'POST /notifications/unsubscribe',
    'POST /admin/notification-trouble/{id}/retry',
    'GET /push/public-key',
    'POST /push/subscriptions',
    'DELETE /push/subscriptions',
    'GET /users/me/ratings',
    'GET /users/me/deletion',
    'DELETE /users/me',
    'POST /conversations',
    'GET /conversations/{id}',
    'POST /conversations/{id}/messages',
    'POST /conversations/{id}/read',
    'PUT /conversations/{id}/block',
    'POST /messages/{id}/report',
    'GET /products/{id}/conversation',
    'GET /orders/{id}/conversation',
    'GET /admin/disputes/{orderId}/conversation',
    'GET /admin/conversations/{id}',
    'PATCH /admin/message-reports/{id}',
    'POST /offers',
    'POST /offers/{id}/counter',
    'POST /offers/{id}/answer',
    'GET /events',
    'PUT /watchlist/{productId}',
    'POST /saved-searches',
    'PATCH /saved-searches/{id}',
    'DELETE /saved-searches/{id}',
  ]) {
    it(`${target}: hostile input never gives a 5xx, and a refusal writes nothing`, async () => {
      const found = targets().find((candidate) => candidate.operation === target)!;
      const headers = found.who === 'anonymous' ? {} : actors[found.who].auth;
      // The snapshot of every row is taken again only when the log has moved since it was taken: most requests are
      // refused and write nothing, and two snapshots a request were most of this file's 70–140 s.
      let kept: { snapshot: Snapshot; at: string } | null = null;
      const snapshotNow = async () => {
        const snapshot = await snapshotDatabase(t.database.db);
        return { snapshot, at: await walPosition(t.database.db) };
      };
      await fc.assert(
        fc.asyncProperty(found.request, async (request) => {
          if (kept?.at !== (await walPosition(t.database.db))) kept = await snapshotNow();
          const before = kept;
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: {
              ...headers,
              ...(request.payload !== undefined && { 'content-type': request.contentType ?? 'application/json' }),
            },
            ...(request.payload !== undefined && { payload: request.payload }),
          });
          expect(
            response.statusCode,
            `${request.method} ${request.url.slice(0, 200)} ${request.payload?.toString().slice(0, 300) ?? ''}\n→ ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400 && (await walPosition(t.database.db)) !== before.at) {
            expect(await snapshotDatabase(t.database.db)).toEqual(before.snapshot);
          }
        }),
        { numRuns: found.runs ?? RUNS, endOnFailure: true },
      );
    });
  }
});
