import { parse as parseQueryString } from 'node:querystring';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  errorCodes,
  gatewayCheckoutBody,
  gatewayMessages,
  gatewayRedirectAnswer,
  testBkashBody,
  testGatewayCheckout,
  testGatewayMessages,
  testSslcommerzBody,
  webhookAnswer,
  type GatewayOutcome,
} from '@phonehaat/contract';
import { AppError } from '../errors/app-error.ts';
import { payableBooking } from '../services/payments/create-payment-intent.ts';
import { BkashClient } from '../services/payments/gateways/bkash/bkash-client.ts';
import type { CheckoutRow, RedirectGateway } from '../services/payments/gateways/gateway.ts';
import { actOnSimulatedBkash, actOnSimulatedSslcommerz } from '../services/payments/gateways/simulated-buyer.ts';
import { parseNotification } from '../services/payments/gateways/sslcommerz/ipn.ts';
import { SSLCOMMERZ_IPN_PATH } from '../services/payments/gateways/sslcommerz/sslcommerz-gateway.ts';
import { findPaymentBooking } from '../services/payments/payment-booking.ts';
import type { PaymentProviders } from '../services/payments/select-provider.ts';

const errors = { 400: errorBody, 401: errorBody, 402: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 502: errorBody };
const redirect = { 303: z.null().describe('To the payment page, with ?gateway=…&outcome=…') };

/** The payment page a gateway's buyer comes back to, told what happened (the page reads the booking itself). */
const pageFor = (checkout: CheckoutRow | null, method: string, outcome: GatewayOutcome) =>
  checkout ? `/dashboard/payment/${checkout.bookingId}?gateway=${method}&outcome=${outcome}` : '/dashboard/myOrders';

/** A URL's path and query: the simulated pages send the buyer on within this origin, whatever PUBLIC_URL says. */
const samePlace = (url: string) => {
  const parsed = new URL(url, 'http://local');
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * Issue 25's gateways (decision 0032): start a checkout with a chosen method; SSLCommerz's IPN and its
 * success/fail/cancel returns; bKash's callback. Every message from a gateway is only a pointer: the
 * gateway is asked (validation, execute, query) before anything is recorded. Then the simulated
 * gateways' buyer pages (TEST MODE), when enabled.
 */
const gatewayRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders; baseUrl: string }> = async (
  app,
  { providers, baseUrl },
) => {
  const gatewayFor = (method: 'bkash' | 'sslcommerz'): RedirectGateway => {
    const gateway = providers[method];
    if (!gateway) throw new AppError(errorCodes.notFound, 404, gatewayMessages.notEnabled);
    return gateway;
  };

  app.post(
    '/payments/checkout',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start paying a booking through bKash or SSLCommerz',
        description:
          "Only the booking's buyer. Opens a checkout for the booking's stored price and answers the gateway page to send the buyer to (the TEST MODE page with a simulated gateway).",
        security: [{ bearer: [] }],
        body: gatewayCheckoutBody,
        response: { 200: gatewayRedirectAnswer, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: app.rateLimitKey } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const gateway = gatewayFor(request.body.method);
      const booking = await payableBooking(app.db, request.viewer!, request.body.bookingId);
      return gateway.start({ booking, baseUrl });
    },
  );

  // SSLCommerz posts its IPN and the buyer's returns form-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseQueryString(body as string));
  });

  const sslcommerzNotified = async (form: unknown, log: FastifyBaseLogger) => {
    const gateway = providers.sslcommerz;
    const notification = parseNotification(form);
    if (!gateway || !notification) return null;
    const checkout = await gateway.findCheckout({ reference: notification.tranId });
    if (!checkout) {
      log.warn('SSLCommerz notification for no checkout of ours');
      return { checkout: null, outcome: 'failed' as const };
    }
    const finding = await gateway.askAbout(checkout, notification);
    return { checkout, outcome: await gateway.conclude(checkout, finding, log) };
  };

  const ipnForm = z.record(z.string().max(100), z.union([z.string().max(2000), z.array(z.string().max(2000)).max(5)])).optional();

  app.post(
    '/payments/sslcommerz/ipn',
    {
      schema: {
        tags: ['payments'],
        summary: "SSLCommerz's instant payment notification (IPN)",
        description:
          'Form-encoded as the gateway posts it. Only a pointer: the val_id is validated with the gateway before anything is recorded.',
        body: ipnForm,
        response: { 200: webhookAnswer, 400: errorBody },
      },
    },
    async (request) => {
      const result = await sslcommerzNotified(request.body, request.log);
      if (!result) throw new AppError(errorCodes.validation, 400, 'Not an SSLCommerz notification');
      return { received: true };
    },
  );

  const returnOutcome = z.object({ outcome: z.enum(['success', 'fail', 'cancel']) });
  const sslcommerzReturn = async (
    form: unknown,
    returned: 'success' | 'fail' | 'cancel',
    log: FastifyBaseLogger,
    reply: FastifyReply,
  ) => {
    const result = await sslcommerzNotified(form, log);
    const outcome = result?.outcome ?? (returned === 'cancel' ? 'cancelled' : 'failed');
    return reply.redirect(pageFor(result?.checkout ?? null, 'sslcommerz', outcome), 303);
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/payments/sslcommerz/return/:outcome',
      schema: {
        tags: ['payments'],
        summary: `The buyer back from SSLCommerz (${method}: the gateway posts a form; a query string works too)`,
        params: returnOutcome,
        ...(method === 'POST' ? { body: ipnForm } : { querystring: ipnForm }),
        response: redirect,
      },
      handler: async (request, reply) =>
        sslcommerzReturn(method === 'POST' ? request.body : request.query, request.params.outcome, request.log, reply),
    });
  }

  app.get(
    '/payments/bkash/callback',
    {
      schema: {
        tags: ['payments'],
        summary: 'The buyer back from bKash (?paymentID=…&status=success|failure|cancel)',
        description: 'Only a pointer: the payment is executed, and queried when that is uncertain, before anything is recorded.',
        querystring: z.object({ paymentID: z.string().max(255).optional(), status: z.string().max(20).optional() }),
        response: redirect,
      },
    },
    async (request, reply) => {
      const gateway = providers.bkash;
      const callback = BkashClient.parseCallback(request.query);
      const checkout = gateway && callback ? await gateway.findCheckout({ gatewayId: callback.paymentID }) : null;
      if (!gateway || !callback || !checkout) return reply.redirect(pageFor(null, 'bkash', 'failed'), 303);
      let outcome = await gateway.conclude(checkout, await gateway.ask(checkout), request.log);
      if (outcome === 'failed' && callback.status === 'cancel') outcome = 'cancelled';
      return reply.redirect(pageFor(checkout, 'bkash', outcome), 303);
    },
  );

  const { bkash: simulatedBkash, sslcommerz: simulatedSslcommerz } = providers.simulated;
  if (!simulatedBkash && !simulatedSslcommerz) return;

  // The simulated gateways' pages (TEST MODE). Their ids are the gateway's own, unguessable, as on the real pages.
  app.get(
    '/payments/test-gateway/:method/:id',
    {
      schema: {
        tags: ['payments'],
        summary: "TEST MODE: what the simulated gateway's page shows",
        params: z.object({ method: z.enum(['bkash', 'sslcommerz']), id: z.string().min(1).max(255) }),
        response: { 200: testGatewayCheckout, 404: errorBody },
      },
    },
    async (request) => {
      const { method, id } = request.params;
      const gateway = method === 'bkash' ? simulatedBkash && providers.bkash : simulatedSslcommerz && providers.sslcommerz;
      const checkout = gateway ? await gateway.findCheckout(method === 'bkash' ? { gatewayId: id } : { reference: id }) : null;
      const booking = checkout?.status === 'open' ? await findPaymentBooking(app.db, checkout.bookingId) : null;
      if (!checkout || !booking) throw new AppError(errorCodes.notFound, 404, testGatewayMessages.notFound);
      return { method, amount: checkout.amount, productName: booking.productName };
    },
  );

  if (simulatedBkash) {
    app.post(
      '/payments/test-gateway/bkash/:paymentID',
      {
        schema: {
          tags: ['payments'],
          summary: 'TEST MODE: the buyer on the simulated bKash page (wallet, OTP, PIN; or cancel)',
          description: "Only bKash's published sandbox values are accepted; none is stored or logged.",
          params: z.object({ paymentID: z.string().min(1).max(255) }),
          body: testBkashBody,
          response: { 200: gatewayRedirectAnswer, 400: errorBody, 404: errorBody, 429: errorBody },
        },
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request) => ({
        redirectUrl: samePlace(actOnSimulatedBkash(simulatedBkash, request.params.paymentID, request.body)),
      }),
    );
  }

  if (simulatedSslcommerz) {
    app.post(
      '/payments/test-gateway/sslcommerz/:tranId',
      {
        schema: {
          tags: ['payments'],
          summary: 'TEST MODE: the buyer on the simulated SSLCommerz picker (pay with a method, fail, or cancel)',
          params: z.object({ tranId: z.string().min(1).max(30) }),
          body: testSslcommerzBody,
          response: { 200: gatewayRedirectAnswer, 400: errorBody, 404: errorBody, 429: errorBody },
        },
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request) => {
        const ipn = actOnSimulatedSslcommerz(simulatedSslcommerz, request.params.tranId, request.body);
        // The gateway posts the IPN to us itself, then sends the buyer back: here the IPN goes through our own endpoint.
        await app.inject({
          method: 'POST',
          url: SSLCOMMERZ_IPN_PATH,
          payload: new URLSearchParams(ipn).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        const back = request.body.outcome === 'pay' ? 'success' : request.body.outcome;
        const query = new URLSearchParams({ tran_id: ipn.tran_id ?? '', val_id: ipn.val_id ?? '', status: ipn.status ?? '' });
        return { redirectUrl: `/api/payments/sslcommerz/return/${back}?${query.toString()}` };
      },
    );
  }
};

export default gatewayRoutes;
