import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams, order } from '@phonehaat/contract';
import { applyTransition } from '../services/orders/apply-transition.ts';
import { orderForViewer } from '../services/orders/get-order.ts';
import { findOrderRow } from '../services/orders/order-row.ts';
import { quoteDelivery } from '../services/delivery/courier-terms.ts';

/**
 * Cash at the meet-up (decision 0034). Its only route of its own: the hand-over code, the cancel and
 * the timeline are the order's (routes/orders.ts), whose transition table has the cash rows.
 */
const cashRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/cash',
    {
      schema: {
        tags: ['orders'],
        summary: 'The buyer chooses to pay cash at the meet-up',
        description:
          'For an accepted booking of a phone whose seller takes cash: nothing is charged online, the phone is reserved ' +
          'for this buyer (their other bookings declined) and the buyer sees the hand-over code, which completes the sale ' +
          'when the seller enters it. 409 when the seller does not take cash, the order is not accepted, or the phone is sold.',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: order, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const viewer = request.viewer!;
      // Cash on delivery (issue 42): the fee quoted again with the courier's charge on the cash it collects.
      const current = await findOrderRow(app.db, request.params.id);
      const deliveryFee =
        current?.deliveryAddress && current.delivery === 'courier' && current.buyerId === viewer.id
          ? (
              await quoteDelivery(app.db, app.courier, {
                productId: current.productId,
                district: current.deliveryAddress.district,
                area: current.deliveryAddress.area,
                cod: true,
                priceTk: current.price,
              })
            ).feeTk
          : undefined;
      await applyTransition(app.db, app.catalogueChanged, {
        orderId: request.params.id,
        action: 'choose_cash',
        by: { viewer },
        now: app.clock(),
        input: { deliveryFee },
      });
      return orderForViewer(app.db, { codes: app.handoverCodes, vault: app.imeiVault }, viewer, request.params.id, app.clock());
    },
  );
};

export default cashRoutes;
