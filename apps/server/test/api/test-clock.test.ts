import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, TestClockAnswer } from '@phonehaat/contract';
import { loadEnv } from '../../src/config/env.ts';
import { dealWindows } from '../../src/services/orders/deal-windows.ts';
import { dealDriver } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const MINUTE = 60_000;
const clockCall = (t: TestApp, advanceMs: number, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs }, remoteAddress });

describe('TEST_CLOCK in the configuration', () => {
  it('is off by default and refused with NODE_ENV=production', () => {
    expect(loadEnv({}).TEST_CLOCK).toBe(false);
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        IMEI_HASH_KEY: 'a'.repeat(64),
        IMEI_ENCRYPTION_KEY: 'b'.repeat(64),
        TEST_CLOCK: 'true',
      }),
    ).toThrow(/TEST_CLOCK/);
  });
});

describe.each(databaseKinds)('the test clock on %s', (kind) => {
  describe('when TEST_CLOCK is not set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it('does not exist (404)', async () => {
      expect((await clockCall(t, MINUTE)).statusCode).toBe(404);
    });
  });

  describe('with TEST_CLOCK=true', () => {
    let t: TestApp;
    let deal: ReturnType<typeof dealDriver>;
    beforeAll(async () => {
      t = await createTestApp(kind, { TEST_CLOCK: 'true' });
      deal = dealDriver(t);
    });
    afterAll(() => t.close());

    it('refuses a caller not on this machine with 403 and leaves the clock where it was', async () => {
      const response = await clockCall(t, 10 * 24 * 60 * MINUTE, '203.0.113.9');
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toMatch(/only on this machine/);
      const now = new Date((await clockCall(t, 0)).json<TestClockAnswer>().now).getTime();
      expect(Math.abs(now - Date.now())).toBeLessThan(MINUTE);
    });

    it('refuses moving backwards with 400 and a message', async () => {
      const response = await clockCall(t, -MINUTE);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/only moves forward/);
    });

    it('moves the deal clock past the hand-over deadline and sweeps: the paid order is refunded, the phone back on sale', async () => {
      const seller = await t.signUp('Seller');
      const buyer = await t.signUp();
      const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db));
      const orderId = await deal.book(buyer, product.id);
      expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
      expect((await deal.order(buyer, orderId)).state).toBe('paid');

      const early = await clockCall(t, dealWindows.handoverMs - 10 * MINUTE);
      expect(early.json<TestClockAnswer>().moved).toBe(0);
      expect((await deal.order(buyer, orderId)).state).toBe('paid');

      const before = Date.now();
      const response = await clockCall(t, 20 * MINUTE);
      expect(response.statusCode).toBe(200);
      const answer = response.json<TestClockAnswer>();
      expect(answer.moved).toBe(1);
      expect(new Date(answer.now).getTime()).toBeGreaterThanOrEqual(before + dealWindows.handoverMs + 10 * MINUTE);

      const order: Order = await deal.order(buyer, orderId);
      expect(order.state).toBe('refunded');
      expect(order.timeline?.at(-1)).toMatchObject({ action: 'handover_timeout', actor: 'system', to: 'refunded' });
      const listed = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(listed.json<{ status: string }>().status).toBe('available');
    });
  });
});
