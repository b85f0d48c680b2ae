import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { booking, bookingListQuery, deleteResult, errorBody, idParams, insertResult, newBookingBody } from '@phonehaat/contract';
import { bookingsOfBuyer } from '../services/bookings/list-bookings.ts';
import { courierBookingTerms } from '../services/delivery/courier-terms.ts';
import { createBooking } from '../services/bookings/create-booking.ts';
import { deleteBooking } from '../services/bookings/delete-booking.ts';
import { bookingById } from '../services/bookings/get-booking.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const bearer = [{ bearer: [] }];

const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookingProduct',
    {
      schema: {
        tags: ['bookings'],
        summary: "A buyer's bookings (their own; admins anyone's)",
        security: bearer,
        querystring: bookingListQuery,
        response: { 200: z.array(booking), ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => bookingsOfBuyer(app.db, request.viewer!, request.query.email, app.clock()),
  );

  app.post(
    '/bookingProduct',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Book a product',
        description:
          'Buyer, price and product snapshot come from the session and the database; only productId, pickUpLocation and phone are read.',
        security: bearer,
        body: newBookingBody,
        response: { 201: insertResult, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { delivery, ...body } = request.body;
      // Issue 42: the fee is quoted now, from the courier's plan, and kept with the booking.
      const courier = delivery ? await courierBookingTerms(app.db, app.courier, body.productId, delivery.address) : undefined;
      return reply.status(201).send(await createBooking(app.db, request.viewer!, { ...body, courier }, app.clock()));
    },
  );

  app.get(
    '/bookingProduct/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One booking',
        security: bearer,
        params: idParams,
        response: { 200: booking, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => bookingById(app.db, request.viewer!, request.params.id, app.clock()),
  );

  app.delete(
    '/bookingsProduct/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Delete a booking',
        description:
          "Hides the booking from its buyer's list (cancelling it first while it is booked or accepted). Refused with 409 ORDER_NOT_DELETABLE while its order holds money or a hand-over code: paid, cash agreed, sent, handed over, disputed.",
        security: bearer,
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => deleteBooking(app.db, app.catalogueChanged, request.viewer!, request.params.id, app.clock()),
  );
};

export default bookingRoutes;
