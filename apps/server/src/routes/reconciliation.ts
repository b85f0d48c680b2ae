import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  heldPaymentDecisionAnswer,
  heldPaymentDecisionBody,
  idParams,
  reconciliationAnswer,
} from '@phonehaat/contract';
import { decideHeldCheckout } from '../services/payments/decide-held-checkout.ts';
import type { PaymentProviders } from '../services/payments/select-provider.ts';
import { reconcileGateways } from '../services/reconciliation/reconcile-gateways.ts';

const reconciliationRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (app, { providers }) => {
  app.get(
    '/admin/payments/reconciliation',
    {
      schema: {
        tags: ['payments'],
        summary: "The gateways' transaction ids against the recorded payments, mismatches flagged",
        description: 'Admins only. Newest first, at most 200 checkouts; money in poisha.',
        security: [{ bearer: [] }],
        querystring: z.object({ mismatches: z.enum(['true', 'false']).optional() }),
        response: { 200: reconciliationAnswer, 401: errorBody, 403: errorBody },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => reconcileGateways(app.db, { onlyMismatches: request.query.mismatches === 'true' }),
  );

  app.post(
    '/admin/payments/reconciliation/retry',
    {
      schema: {
        tags: ['payments'],
        summary: 'Ask the gateways again now about unsettled checkouts (refunds due, outcomes unknown)',
        description: 'Admins only. What the job queue does every minute.',
        security: [{ bearer: [] }],
        response: { 200: z.object({ settled: z.number().int() }), 401: errorBody, 403: errorBody },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => {
      let settled = 0;
      for (const gateway of providers.gateways) settled += await gateway.retryCheckouts(request.log);
      return { settled };
    },
  );

  app.post(
    '/admin/payments/checkouts/:id/decision',
    {
      schema: {
        tags: ['payments'],
        summary: 'Accept or refund a payment the gateway flagged risky (held for an admin)',
        description:
          'Admins only. accept records the sale as any paid checkout (a phone sold meanwhile refunds it); refund gives ' +
          'the money back through the gateway (retried by the job queue if it fails). 409 unless the checkout is held.',
        security: [{ bearer: [] }],
        params: idParams,
        body: heldPaymentDecisionBody,
        response: {
          200: heldPaymentDecisionAnswer,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => ({
      outcome: await decideHeldCheckout(app.db, providers.gateways, request.params.id, request.body.decision, request.log),
    }),
  );
};

export default reconciliationRoutes;
