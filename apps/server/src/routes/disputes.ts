import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disputeAnswerBody, disputeBody, errorBody, idParams, order, resolveDisputeBody } from '@phonehaat/contract';
import { openDisputes } from '../services/disputes/list-disputes.ts';
import { applyTransition } from '../services/orders/apply-transition.ts';
import { orderForViewer } from '../services/orders/get-order.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const bearer = [{ bearer: [] }];
const tags = ['disputes'];

const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/dispute',
    {
      schema: {
        tags,
        summary: 'The buyer reports a problem',
        description: 'Within 72 hours of the hand-over; the money stays held until an admin resolves it.',
        security: bearer,
        params: idParams,
        body: disputeBody,
        response: { 200: order, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const viewer = request.viewer!;
      const note = `${request.body.reason}: ${request.body.text}`;
      await applyTransition(app.db, app.catalogueChanged, {
        orderId: request.params.id,
        action: 'dispute',
        by: { viewer },
        now: app.clock(),
        input: { note },
      });
      return orderForViewer(app.db, { codes: app.handoverCodes, vault: app.imeiVault }, viewer, request.params.id, app.clock());
    },
  );

  app.post(
    '/orders/:id/dispute/answer',
    {
      schema: {
        tags,
        summary: "The seller answers the buyer's report",
        description: 'The buyer and the admins are told; the order stays disputed and the money held until an admin decides.',
        security: bearer,
        params: idParams,
        body: disputeAnswerBody,
        response: { 200: order, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const viewer = request.viewer!;
      await applyTransition(app.db, app.catalogueChanged, {
        orderId: request.params.id,
        action: 'answer_dispute',
        by: { viewer },
        now: app.clock(),
        input: { note: request.body.text },
      });
      return orderForViewer(app.db, { codes: app.handoverCodes, vault: app.imeiVault }, viewer, request.params.id, app.clock());
    },
  );

  app.get(
    '/disputes',
    {
      schema: {
        tags,
        summary: 'Open disputes, oldest first, each with its timeline',
        security: bearer,
        response: { 200: z.array(order), ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async () => openDisputes(app.db, app.handoverCodes, app.clock()),
  );

  app.post(
    '/disputes/:id/resolve',
    {
      schema: {
        tags,
        summary: 'An admin resolves a dispute: refund (the listing back on sale, or removed) or release',
        security: bearer,
        params: idParams,
        body: resolveDisputeBody,
        response: { 200: order, ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => {
      const viewer = request.viewer!;
      const { outcome, note, relist } = request.body;
      await applyTransition(app.db, app.catalogueChanged, {
        orderId: request.params.id,
        action: outcome === 'refund' ? 'resolve_refund' : 'resolve_release',
        by: { viewer },
        now: app.clock(),
        input: { note, relist },
      });
      return orderForViewer(app.db, { codes: app.handoverCodes, vault: app.imeiVault }, viewer, request.params.id, app.clock());
    },
  );
};

export default disputeRoutes;
