import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attentionAnswer,
  cancelBody,
  declineBody,
  errorBody,
  handoverCodeBody,
  idParams,
  markSentBody,
  order,
  sellerOrdersQuery,
  type OrderAction,
} from '@phonehaat/contract';
import type { FastifyRequest } from 'fastify';
import { applyTransition } from '../services/orders/apply-transition.ts';
import { attentionCount } from '../services/orders/attention-count.ts';
import { enterHandoverCode } from '../services/orders/enter-handover-code.ts';
import { orderForViewer } from '../services/orders/get-order.ts';
import { ordersOfSeller } from '../services/orders/list-seller-orders.ts';
import type { TransitionInput } from '../services/orders/transitions.ts';
import { findOrderRow } from '../services/orders/order-row.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const bearer = [{ bearer: [] }];
const tags = ['orders'];

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Applies one action as the signed-in user and answers the order as they now see it. */
  const act = async (request: FastifyRequest, id: string, action: OrderAction, input: TransitionInput = {}) => {
    const viewer = request.viewer!;
    await applyTransition(app.db, app.catalogueChanged, { orderId: id, action, by: { viewer }, now: app.clock(), input });
    return orderForViewer(app.db, { codes: app.handoverCodes, vault: app.imeiVault }, viewer, id, app.clock());
  };
  const action = (summary: string, description?: string) => ({
    tags,
    summary,
    ...(description && { description }),
    security: bearer,
    params: idParams,
    response: { 200: order, ...errors },
  });

  app.get(
    '/orders/selling',
    {
      schema: {
        tags,
        summary: 'Bookings on my phones',
        description:
          "The bookings of the signed-in seller's listings, newest first, with the buyer's name, phone and pick-up place: " +
          'the newest 500, or `limit` older than the order `before`. A full page carries a Link header to the next.',
        security: bearer,
        querystring: sellerOrdersQuery,
        response: { 200: z.array(order), ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const page = await ordersOfSeller(app.db, app.handoverCodes, request.viewer!, app.clock(), request.query);
      if (page.next) {
        const params = new URLSearchParams({ limit: String(page.orders.length), before: page.next });
        void reply.header('link', `</api/orders/selling?${params}>; rel="next"`).header('access-control-expose-headers', 'Link');
      }
      return page.orders;
    },
  );

  app.get(
    '/orders/attention',
    {
      schema: {
        tags,
        summary: "How many orders wait for the signed-in user's action",
        security: bearer,
        response: { 200: attentionAnswer, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ count: await attentionCount(app.db, request.viewer!) }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        ...action(
          'One order with its timeline',
          'Its buyer (who also sees the hand-over code once paid), its seller, or an admin.',
        ),
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      orderForViewer(app.db, { codes: app.handoverCodes, vault: app.imeiVault }, request.viewer!, request.params.id, app.clock()),
  );

  app.post(
    '/orders/:id/accept',
    { schema: action('The seller accepts a booking'), preHandler: app.requireUser },
    async (request) => act(request, request.params.id, 'accept'),
  );

  app.post(
    '/orders/:id/decline',
    { schema: { ...action('The seller declines a booking, with a reason'), body: declineBody }, preHandler: app.requireUser },
    async (request) => act(request, request.params.id, 'decline', { note: request.body.reason }),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        ...action(
          'Cancel an order',
          'The buyer before paying; the seller at any time before the hand-over (a paid order is refunded in full).',
        ),
        body: cancelBody,
      },
      preHandler: app.requireUser,
    },
    async (request) => act(request, request.params.id, 'cancel', { note: request.body.reason }),
  );

  app.post(
    '/orders/:id/handover-code',
    {
      schema: {
        ...action(
          "The seller enters the buyer's hand-over code at the meet-up",
          "A wrong code is a 400; five wrong codes within 15 minutes lock the order's code for the rest of that time (429). " +
            'The body confirms the phone was de-registered from NEIR (`neirDeregistered: true`, else 400).',
        ),
        body: handoverCodeBody,
        response: { 200: order, ...errors, 429: errorBody },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { code, neirDeregistered } = request.body;
      await enterHandoverCode(app.db, app.catalogueChanged, app.handoverCodes, request.viewer!, request.params.id, code, app.clock(), neirDeregistered);
      return orderForViewer(
        app.db,
        { codes: app.handoverCodes, vault: app.imeiVault },
        request.viewer!,
        request.params.id,
        app.clock(),
      );
    },
  );

  app.post(
    '/orders/:id/sent',
    {
      schema: {
        ...action(
          'The seller sends the phone by courier, with its tracking reference',
          'The body confirms the phone was de-registered from NEIR (`neirDeregistered: true`, else 400).',
        ),
        body: markSentBody,
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      act(request, request.params.id, 'mark_sent', {
        trackingReference: request.body.trackingReference,
        neirDeregistered: request.body.neirDeregistered,
      }),
  );

  app.post(
    '/orders/:id/received',
    {
      schema: action(
        'The buyer: "I received the phone"',
        'A parcel that arrived is handed over (the 72-hour window to report a problem starts); a phone handed over completes the order and releases the money.',
      ),
      preHandler: app.requireUser,
    },
    async (request) => {
      const current = await findOrderRow(app.db, request.params.id);
      return act(request, request.params.id, current?.state === 'sent' ? 'confirm_received' : 'complete');
    },
  );
};

export default orderRoutes;
