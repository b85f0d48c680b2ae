import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookPickupBody, courierName, deliveryQuote, deliveryQuoteQuery, errorBody, idParams, order, parcelMismatch } from '@phonehaat/contract';
import { forbidden, notFound } from '../errors/app-error.ts';
import { isCourierError } from '../services/couriers/courier-error.ts';
import { SimulatedCourier } from '../services/couriers/simulated-courier.ts';
import { applyCourierPush } from '../services/delivery/apply-courier-push.ts';
import { bookPickup } from '../services/delivery/book-pickup.ts';
import { quoteDelivery } from '../services/delivery/courier-terms.ts';
import { parcelMismatches } from '../services/delivery/parcel-mismatches.ts';
import { applyParcelReport } from '../services/delivery/parcel-updates.ts';
import { orderForViewer } from '../services/orders/get-order.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 503: errorBody };
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Delivery by courier (issue 42): the fee quote before booking, the seller's pickup booking, the courier's
 * signed status pushes, the admins' parcel reconciliation, and (TEST_CLOCK only) a simulated parcel sent back.
 */
const deliveryRoutes: FastifyPluginAsyncZod<{ testClock: boolean }> = async (app, { testClock }) => {
  app.get(
    '/delivery/quote',
    {
      schema: {
        tags: ['delivery'],
        summary: "The courier's fee to deliver this phone to a district",
        description:
          'From the configured courier\'s price plan, shown apart from the phone\'s price before booking. 409 when delivery is off, ' +
          'the seller does not ship this phone, or cash on delivery is asked and not allowed; 503 when the courier does not answer.',
        querystring: deliveryQuoteQuery,
        response: { 200: deliveryQuote, ...errors },
      },
    },
    async (request) => {
      const { productId, district, area, cod } = request.query;
      return quoteDelivery(app.db, app.courier, { productId, district, area, cod: cod === 'true' });
    },
  );

  app.post(
    '/orders/:id/pickup',
    {
      schema: {
        tags: ['orders'],
        summary: 'The seller books the courier pickup of a delivery order',
        description:
          "The parcel is created with the courier under the order's id (one per order, however often this is sent) and its " +
          'tracking code shows on the order; the body confirms the phone was de-registered from NEIR. A courier that does ' +
          'not answer leaves the pickup requested: the job queue books it as soon as it answers.',
        security: [{ bearer: [] }],
        params: idParams,
        body: bookPickupBody,
        response: { 200: order, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const viewer = request.viewer!;
      await bookPickup(app.db, app.catalogueChanged, app.courier, viewer, request.params.id, app.clock());
      return orderForViewer(app.db, { codes: app.handoverCodes, vault: app.imeiVault }, viewer, request.params.id, app.clock());
    },
  );

  app.get(
    '/admin/reconciliation/parcels',
    {
      schema: {
        tags: ['delivery'],
        summary: "Parcels whose courier status disagrees with their order's state",
        security: [{ bearer: [] }],
        response: { 200: z.array(parcelMismatch), 401: errorBody, 403: errorBody },
      },
      preHandler: app.requireRole('admin'),
    },
    async () => parcelMismatches(app.db),
  );

  // Couriers sign the bytes (or send a token with them): this scope keeps the JSON body raw.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/couriers/:courier/webhook',
      {
        schema: {
          tags: ['delivery'],
          summary: "A courier's status push (Steadfast's Bearer token, Pathao's X-PATHAO-Signature)",
          params: z.object({ courier: courierName }),
          response: { 200: z.object({ ok: z.boolean() }).passthrough(), 202: z.object({ ok: z.boolean() }).passthrough(), ...errors },
        },
      },
      async (request, reply) => {
        const courier = app.courier;
        const { courier: named } = request.params as { courier: string };
        if (!courier || courier.name !== named) throw notFound('Courier');
        let event;
        try {
          event = courier.parseWebhook(request.headers, typeof request.body === 'string' ? request.body : '');
        } catch (error) {
          if (isCourierError(error, 'bad_signature')) return reply.status(401).send({ message: 'Signature refused', code: 'UNAUTHENTICATED' } as never);
          if (isCourierError(error)) return reply.status(400).send({ message: error.message, code: 'VALIDATION' } as never);
          throw error;
        }
        if (event.kind === 'handshake') {
          void reply.headers(event.replyHeaders).status(event.replyStatus);
          return { ok: true };
        }
        const outcome = await applyCourierPush(app.db, app.catalogueChanged, courier.name, event.update, app.clock());
        // A parcel we do not know is acknowledged all the same, so the courier stops sending it.
        if (outcome === 'ignored') return { ok: true, ignored: true };
        return { ok: true };
      },
    );
  });

  if (testClock) {
    app.post(
      '/test/parcels/:id/return',
      {
        schema: {
          tags: ['test'],
          summary: "Browser tests: the simulated courier brings an order's parcel back to the seller",
          params: idParams,
          response: { 200: z.object({ moved: z.number().int() }), 403: errorBody, 404: errorBody, 409: errorBody },
        },
        preHandler: async (request) => {
          if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw forbidden('Only on this machine');
        },
      },
      async (request) => {
        const courier = app.courier;
        if (!(courier instanceof SimulatedCourier)) throw notFound('Simulated courier');
        await courier.markReturned({ invoice: request.params.id });
        const state = await courier.parcelStatus({ invoice: request.params.id });
        return { moved: await applyParcelReport(app.db, app.catalogueChanged, { orderId: request.params.id, ...state }, app.clock()) };
      },
    );
  }
};

export default deliveryRoutes;
