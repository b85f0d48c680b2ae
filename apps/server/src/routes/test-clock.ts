import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, testClockAnswer, testClockBody } from '@phonehaat/contract';
import { forbidden } from '../errors/app-error.ts';
import type { PaymentProvider } from '../services/payments/provider.ts';
import type { Courier } from '../services/couriers/courier.ts';
import { sweepOrderTimers } from '../services/timers/sweep-order-timers.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Registered only with TEST_CLOCK=true (refused in production): a browser test moves the deal's
 * clock past a deadline and the timers' sweep runs at once, in the request, so the test waits on
 * nothing. Only callers on this machine: the socket's own address decides, never X-Forwarded-For.
 */
const testClockRoutes: FastifyPluginAsyncZod<{ providers: readonly PaymentProvider[]; courier: Courier | null }> = async (app, { providers, courier }) => {
  app.post(
    '/test/clock',
    {
      schema: {
        tags: ['test'],
        summary: 'Browser tests: move the deal clock forward and sweep the order timers',
        body: testClockBody,
        response: { 200: testClockAnswer, 400: errorBody, 403: errorBody },
      },
      preHandler: async (request) => {
        if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw forbidden('The test clock answers only on this machine');
      },
    },
    async (request) => {
      const now = app.testClock!.advance(request.body.advanceMs);
      const { moved } = await sweepOrderTimers(app.db, app.catalogueChanged, providers, now, request.log, courier);
      return { now: now.toISOString(), moved };
    },
  );
};

export default testClockRoutes;
