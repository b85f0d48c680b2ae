import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, pushPublicKey, pushSubscriptionBodyFor, pushUnsubscribeBody } from '@phonehaat/contract';
import { deletePushSubscription, savePushSubscription } from '../services/push/subscriptions.ts';

const errors = { 400: errorBody, 401: errorBody };
const bearer = [{ bearer: [] }];
const tags = ['notifications'];

export interface PushRoutesOptions {
  /** The VAPID public key browsers subscribe with; null when push is off (config/push-settings.ts). */
  publicKey: string | null;
  /** Tests: endpoints on 127.0.0.1 are taken (PUSH_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
}

/** Web push (issue 38): the key to subscribe with, and a browser's subscription kept or forgotten. */
const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, { publicKey, allowLoopback }) => {
  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key a browser subscribes to pushes with; null when this deployment sends none',
        response: { 200: pushPublicKey },
      },
    },
    async () => ({ publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: "Keeps this browser's push subscription (its PushSubscription JSON) for the signed-in person",
        security: bearer,
        body: pushSubscriptionBodyFor({ allowLoopback }),
        response: { 201: z.null(), ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await savePushSubscription(app.db, request.viewer!.id, request.body, app.clock());
      return reply.code(201).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: "Forgets a browser's push subscription; one that is not the signed-in person's is left alone",
        security: bearer,
        body: pushUnsubscribeBody,
        response: { 204: z.null(), ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await deletePushSubscription(app.db, request.viewer!.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};

export default pushRoutes;
