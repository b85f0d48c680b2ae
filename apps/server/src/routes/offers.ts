import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { counterOfferBody, errorBody, idParams, newOfferBody, offer, offerAnswerBody } from '@phonehaat/contract';
import { answerOffer } from '../services/offers/answer-offer.ts';
import { counterOffer } from '../services/offers/counter-offer.ts';
import { makeOffer } from '../services/offers/make-offer.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const bearer = [{ bearer: [] }];
const tags = ['offers'];

/** Price offers in a conversation (issue 39 §4): the buyer offers, the seller accepts, counters or declines. */
const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/offers',
    {
      schema: {
        tags,
        summary: 'Offer a price for a listing',
        description:
          "The buyer's offer, at most the asking price, with where and how to meet (the booking it becomes when accepted). " +
          "Opens the buyer's conversation about the listing if needed and posts the offer in it; the seller has 48 hours to answer. " +
          'Refused on an own listing (403), a sold one (409 PRODUCT_SOLD), with a booking of this phone going (409) or an open offer in the thread (409 OFFER_OPEN).',
        security: bearer,
        body: newOfferBody,
        response: { 201: offer, ...errors, 429: errorBody },
      },
      // Each offer tells the seller: throttled per signed-in user.
      config: { rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: app.rateLimitKey } },
      preHandler: app.requireUser,
    },
    async (request, reply) => reply.status(201).send(await makeOffer(app.db, request.viewer!, request.body, app.clock())),
  );

  app.post(
    '/offers/:id/counter',
    {
      schema: {
        tags,
        summary: "Answer a buyer's offer with another price",
        description:
          "Only the listing's seller, on the buyer's open offer: it closes as countered and the seller's offer is the thread's open one for 48 hours.",
        security: bearer,
        params: idParams,
        body: counterOfferBody,
        response: { 201: offer, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await counterOffer(app.db, request.viewer!, request.params.id, request.body.amount, app.clock())),
  );

  app.post(
    '/offers/:id/answer',
    {
      schema: {
        tags,
        summary: 'Accept, decline or withdraw an open offer',
        description:
          'The side that did not make the offer accepts or declines it; its maker withdraws it. Accepting books the phone for the buyer at the offered price, ' +
          "accepted by the seller at once (the answer's `orderId`). An offer answered, withdrawn or expired meanwhile: 409 OFFER_NOT_PENDING, naming which.",
        security: bearer,
        params: idParams,
        body: offerAnswerBody,
        response: { 200: offer, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      answerOffer(app.db, app.catalogueChanged, request.viewer!, request.params.id, request.body.action, app.clock()),
  );
};

export default offerRoutes;
