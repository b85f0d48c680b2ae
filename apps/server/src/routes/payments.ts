import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPaymentIntentBody,
  errorBody,
  errorCodes,
  gatewayMessages,
  paymentIntentAnswer,
  paymentRecordAnswer,
  paymentRecordBody,
  simulatedConfirmAnswer,
  simulatedConfirmBody,
  webhookAnswer,
} from '@phonehaat/contract';
import { AppError } from '../errors/app-error.ts';
import { confirmSimulatedPayment } from '../services/payments/confirm-simulated-payment.ts';
import { createPaymentIntent } from '../services/payments/create-payment-intent.ts';
import { handleStripeWebhook } from '../services/payments/handle-stripe-webhook.ts';
import { recordPayment } from '../services/payments/record-payment.ts';
import type { ConfiguredProvider } from '../services/payments/select-provider.ts';
import { SimulatedProvider } from '../services/payments/simulated-provider.ts';

const errors = { 400: errorBody, 401: errorBody, 402: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const bearer = [{ bearer: [] }];

/**
 * The spec's card flow. `cardEnabled` is false when PAYMENT_PROVIDERS names no card processor (production's
 * default is cash alone): the routes stay, as the spec lists them, but refuse, so the simulated processor
 * standing behind them can never take pretend money where the operator did not offer it.
 */
const paymentRoutes: FastifyPluginAsyncZod<{ provider: ConfiguredProvider; cardEnabled: boolean }> = async (app, { provider, cardEnabled }) => {
  const cardOffered = () => {
    if (!cardEnabled) throw new AppError(errorCodes.notFound, 404, gatewayMessages.notEnabled);
  };
  app.post(
    '/create-payment-intent',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start paying for a booking',
        description: "Only the booking's buyer. The amount is the booking's stored price (whole TK); only `items._id` is read.",
        security: bearer,
        body: createPaymentIntentBody,
        response: { 200: paymentIntentAnswer, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      cardOffered();
      return createPaymentIntent(app.db, provider, request.viewer!, request.body.items._id);
    },
  );

  app.post(
    '/payments',
    {
      schema: {
        tags: ['payments'],
        summary: 'Record a confirmed payment',
        description:
          "Only the booking's buyer. The intent's status, amount and booking are checked with the provider; the payment, the booking's paid flag and the product's sale are written in one transaction. Replays answer the same insertedId; a phone already sold to someone else is refused (409) and the charge released.",
        security: bearer,
        body: paymentRecordBody,
        response: { 200: paymentRecordAnswer, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      cardOffered();
      return recordPayment(app.db, app.catalogueChanged, provider, request.viewer!, request.body, request.log, app.clock());
    },
  );

  if (provider instanceof SimulatedProvider) {
    const simulated = provider;
    app.post(
      '/payments/simulated/confirm',
      {
        schema: {
          tags: ['payments'],
          summary: 'Confirm a payment with the simulated test-mode processor',
          description: "Stripe's published test card numbers decide the outcome; declines answer 402 with the processor's message.",
          security: bearer,
          body: simulatedConfirmBody,
          response: { 200: simulatedConfirmAnswer, ...errors, 429: errorBody },
        },
        // Card testing is throttled per signed-in user (not per spelling of the Authorization header).
        config: { rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: app.rateLimitKey } },
        preHandler: app.requireUser,
      },
      async (request) => {
        cardOffered();
        return confirmSimulatedPayment(simulated, request.body);
      },
    );
  } else {
    const stripe = provider;
    // Stripe signs the exact bytes it sent: this route keeps the body raw.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      webhook.post(
        '/payments/stripe/webhook',
        {
          schema: {
            tags: ['payments'],
            summary: 'Stripe webhook (payment_intent.succeeded)',
            headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
            response: { 200: webhookAnswer, 400: errorBody },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          return handleStripeWebhook(app.db, app.catalogueChanged, stripe, request.body as Buffer, typeof signature === 'string' ? signature : undefined, request.log);
        },
      );
    });
  }
};

export default paymentRoutes;
