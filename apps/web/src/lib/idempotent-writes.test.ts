import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Answers each call with the next of `answers` (an Error is a dropped connection) and notes each call's headers. */
function serve(...answers: (Response | Error)[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const next = answers.shift() ?? new Response('{}', { status: 200 });
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return {
    keys: () => fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('idempotency-key')),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the Idempotency-Key of the writes a client retries', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('comes with each booking, payment, payout and order step, new for each action', async () => {
    const calls: [string, () => Promise<unknown>][] = [
      ['book', () => api.post('/bookingProduct', { productId: 'p1' })],
      ['delete a booking', () => api.delete('/bookingsProduct/b1')],
      ['start a card payment', () => api.post('/create-payment-intent', { items: { _id: 'b1' } })],
      ['confirm a card', () => api.post('/payments/simulated/confirm', {})],
      ['record a payment', () => api.post('/payments', {})],
      ['start bKash, Nagad or SSLCommerz', () => api.post('/payments/checkout', { method: 'bkash' })],
      ['agree cash', () => api.post('/orders/o1/cash')],
      ['accept', () => api.post('/orders/o1/accept', {})],
      ['enter the hand-over code', () => api.post('/orders/o1/handover-code', { code: '123456' })],
      ['confirm receipt', () => api.post('/orders/o1/received')],
      ['report a problem', () => api.post('/orders/o1/dispute', {})],
      ['cancel', () => api.post('/orders/o1/cancel', {})],
      ['resolve a dispute', () => api.post('/disputes/o1/resolve', {})],
      ['accept an offer', () => api.post('/offers/f1/answer', { action: 'accept' })],
      ['ask for a payout', () => api.post('/payouts', { amount: 1000 })],
      ['mark a payout paid', () => api.post('/payouts/p1/paid', { reference: 'r' })],
    ];
    const server = serve();
    for (const [, call] of calls) await call();

    const keys = server.keys();
    expect(keys).toHaveLength(calls.length);
    expect(keys.filter((key) => !UUID.test(key ?? ''))).toEqual([]);
    expect(new Set(keys).size).toBe(calls.length);
  });

  it('is a UUID on a page served over plain http, where crypto.randomUUID is missing', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const server = serve();
    await api.post('/bookingProduct', {});
    await api.post('/bookingProduct', {});
    const keys = server.keys();
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is not sent with reads, sign-in or other writes', async () => {
    const server = serve();
    await api.get('/bookingProduct');
    await api.post('/auth/sign-in/email', {});
    await api.post('/saved-searches', {});
    await api.put('/watchlist/p1', { watched: true });
    expect(server.keys()).toEqual([null, null, null, null]);
  });

  it('stays the same when the write is sent again after a dropped connection or a 502', async () => {
    const server = serve(
      new TypeError('fetch failed'),
      new Response('<html>502</html>', { status: 502 }),
      json(201, { insertedId: 'b1' }),
    );
    const booked = api.post('/bookingProduct', { productId: 'p1' });
    await vi.runAllTimersAsync();

    await expect(booked).resolves.toEqual({ insertedId: 'b1' });
    const [first, ...again] = server.keys();
    expect(first).toMatch(UUID);
    expect(again).toEqual([first, first]);
  });

  it('waits out the first attempt still in flight, but takes any other 409 as the answer', async () => {
    const server = serve(json(409, { message: 'in flight', code: 'IDEMPOTENCY_KEY_IN_USE' }), json(200, { ok: true }));
    const paid = api.post('/payments', {});
    await vi.runAllTimersAsync();
    await expect(paid).resolves.toEqual({ ok: true });
    expect(new Set(server.keys()).size).toBe(1);
    expect(server.keys()).toHaveLength(2);

    const refused = serve(json(409, { message: 'You have already booked this product', code: 'CONFLICT' }));
    await expect(api.post('/bookingProduct', {})).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(refused.keys()).toHaveLength(1);
  });

  it('gives up after two retries with the last answer', async () => {
    const server = serve(json(503, { message: 'a' }), json(503, { message: 'b' }), json(503, { message: 'Try again later' }));
    const outcome = expect(api.post('/payouts', {})).rejects.toMatchObject({ status: 503, message: 'Try again later' });
    await vi.runAllTimersAsync();
    await outcome;
    expect(server.keys()).toHaveLength(3);
  });
});
