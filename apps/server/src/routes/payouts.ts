import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, ledgerEntry, markPayoutPaidBody, payout, payoutRequestBody, sellerBalance } from '@phonehaat/contract';
import { ledgerEntriesOfSeller } from '../services/ledger/list-ledger-entries.ts';
import { sellerBalance as balanceOf } from '../services/ledger/seller-balance.ts';
import { openPayouts, payoutsOfSeller } from '../services/payouts/list-payouts.ts';
import { markPayoutPaid } from '../services/payouts/mark-payout-paid.ts';
import { requestPayout } from '../services/payouts/request-payout.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const bearer = [{ bearer: [] }];
const tags = ['payouts'];

const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balance',
    {
      schema: {
        tags,
        summary: "The signed-in seller's balance in poisha: held, available, requested, paid out",
        security: bearer,
        response: { 200: sellerBalance, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => balanceOf(app.db, request.viewer!.id),
  );

  app.get(
    '/balance/entries',
    {
      schema: {
        tags,
        summary: "The signed-in seller's ledger entries (poisha), newest first: held, released, refunded, paid out",
        security: bearer,
        response: { 200: z.array(ledgerEntry), ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => ledgerEntriesOfSeller(app.db, request.viewer!.id),
  );

  app.get(
    '/payouts',
    {
      schema: {
        tags,
        summary: "The signed-in seller's payouts",
        security: bearer,
        response: { 200: z.array(payout), ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => payoutsOfSeller(app.db, request.viewer!.id),
  );

  app.post(
    '/payouts',
    {
      schema: {
        tags,
        summary: 'Ask to be paid (poisha) to a bKash number or bank account',
        security: bearer,
        body: payoutRequestBody,
        response: { 201: payout, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => reply.status(201).send(await requestPayout(app.db, request.viewer!, request.body, app.clock())),
  );

  app.get(
    '/admin/payouts',
    {
      schema: {
        tags,
        summary: 'Payouts waiting to be paid, oldest first',
        security: bearer,
        response: { 200: z.array(payout), ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async () => openPayouts(app.db),
  );

  app.post(
    '/payouts/:id/paid',
    {
      schema: {
        tags,
        summary: 'An admin marks a payout paid, with the transfer reference',
        security: bearer,
        params: idParams,
        body: markPayoutPaidBody,
        response: { 200: payout, ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => markPayoutPaid(app.db, request.params.id, request.body.reference, app.clock()),
  );
};

export default payoutRoutes;
