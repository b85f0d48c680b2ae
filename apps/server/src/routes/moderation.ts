import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  idParams,
  messageReport,
  messageReportDecisionBody,
  myReport,
  product,
  reportBody,
  reportedListing,
  reportsDecisionBody,
  reviewDecisionBody,
  reviewQueueItem,
} from '@phonehaat/contract';
import { productRowById } from '../services/catalogue-read/get-product.ts';
import { productAnswer } from '../services/catalogue-read/product-answer.ts';
import { decideReview } from '../services/moderation/listing-review.ts';
import { decideMessageReport, openMessageReports } from '../services/moderation/message-reports.ts';
import { myReports } from '../services/moderation/my-reports.ts';
import { reportListing } from '../services/moderation/report-listing.ts';
import { reportedListings } from '../services/moderation/reported-listings.ts';
import { reviewQueue } from '../services/moderation/review-queue.ts';
import { reviewReports } from '../services/moderation/review-reports.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];
const tags = ['moderation'];

/** Issue 26 items 7 and 8 (decision 0037): the admin's review queue, and reports of listings. */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/review-queue',
    {
      schema: { tags, summary: 'Listings waiting for review, the longest waiting first (admin)', security, response: { 200: z.array(reviewQueueItem), ...errors } },
      preHandler: app.requireRole('admin'),
    },
    async () => reviewQueue(app.db),
  );

  app.post(
    '/products/:id/review',
    {
      schema: {
        tags,
        summary: 'Approve a waiting listing (it goes live) or reject it with a reason its seller sees (admin)',
        security,
        params: idParams,
        body: reviewDecisionBody,
        response: { 200: product, ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => {
      await decideReview(app.db, app.catalogueChanged, request.params.id, request.body, app.clock());
      return productAnswer(await productRowById(app.db, request.params.id), true);
    },
  );

  app.post(
    '/products/:id/reports',
    {
      schema: {
        tags,
        summary: 'Report a listing (anyone signed in; one open report per person per listing)',
        description:
          'Open reports from three people whose word carries weight (an account a week old, or a report upheld before) hide the listing until an admin reviews them; an admin\'s report hides it at once. Ten reports per person in 24 hours (429 REPORT_LIMIT).',
        security,
        params: idParams,
        body: reportBody,
        response: { 201: myReport, ...errors, 429: errorBody },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await reportListing(app.db, app.catalogueChanged, request.viewer!, request.params.id, request.body, app.clock())),
  );

  app.get(
    '/reports/mine',
    {
      schema: { tags, summary: 'The reports I made, with their outcome', security, response: { 200: z.array(myReport), ...errors } },
      preHandler: app.requireUser,
    },
    async (request) => myReports(app.db, request.viewer!),
  );

  app.get(
    '/admin/reports',
    {
      schema: { tags, summary: 'Listings with open reports, hidden ones first (admin)', security, response: { 200: z.array(reportedListing), ...errors } },
      preHandler: app.requireRole('admin'),
    },
    async () => reportedListings(app.db),
  );

  app.post(
    '/products/:id/reports/review',
    {
      schema: {
        tags,
        summary: "Review a listing's open reports: dismiss them (it shows again) or remove the listing (admin)",
        security,
        params: idParams,
        body: reportsDecisionBody,
        response: { 204: z.null(), ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request, reply) => {
      await reviewReports(app.db, app.catalogueChanged, request.viewer!, request.params.id, request.body, app.clock());
      return reply.status(204).send(null);
    },
  );

  // Issue 39 §3: reported messages, the queue's second list. The thread opens only through the report, logged.
  app.get(
    '/admin/message-reports',
    {
      schema: { tags, summary: 'Reported messages waiting for a decision, the longest waiting first (admin)', security, response: { 200: z.array(messageReport), ...errors } },
      preHandler: app.requireRole('admin'),
    },
    async () => openMessageReports(app.db),
  );

  app.patch(
    '/admin/message-reports/:id',
    {
      schema: {
        tags,
        summary: 'Dismisses or upholds a reported message (admin; 409 once decided)',
        security,
        params: idParams,
        body: messageReportDecisionBody,
        response: { 200: messageReport, ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => decideMessageReport(app.db, request.viewer!, request.params.id, request.body, app.clock()),
  );
};

export default moderationRoutes;
