import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminThreadQuery,
  blockBody,
  conversationDetail,
  conversationList,
  conversationRef,
  errorBody,
  idParams,
  message,
  messageBody,
  messageReportBody,
  startConversationBody,
  unreadCount,
} from '@phonehaat/contract';
import { adminReadConversation } from '../services/conversations/admin-read-conversation.ts';
import { blockInConversation } from '../services/conversations/block-in-conversation.ts';
import { conversationForParty } from '../services/conversations/conversation-detail.ts';
import {
  conversationAboutProduct,
  conversationOfDispute,
  conversationOfOrder,
} from '../services/conversations/conversation-refs.ts';
import { listConversations } from '../services/conversations/list-conversations.ts';
import { markConversationRead } from '../services/conversations/mark-read.ts';
import { reportMessage } from '../services/conversations/report-message.ts';
import { sendMessage } from '../services/conversations/send-message.ts';
import { startConversation } from '../services/conversations/start-conversation.ts';
import { unreadThreads } from '../services/conversations/thread-summaries.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ['conversations'];

export interface ConversationRoutesOptions {
  /** The site's public address: a payment link on its host is no scam. */
  publicUrl: string;
}

/** Issue 39 §1, §3, §6: buyer and seller talk about a listing; admins read a thread only through a dispute or a report. */
const conversationRoutes: FastifyPluginAsyncZod<ConversationRoutesOptions> = async (app, { publicUrl }) => {
  const ownHost = new URL(publicUrl).hostname;

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'Ask the seller: the first message about a listing, in the buyer’s one conversation about it',
        description:
          'Reuses the buyer’s conversation about the listing when there is one (even once the listing is sold or removed); a new one needs a live listing (404) that is not the buyer’s own (403). ' +
          'Sending limits answer 429 RATE_LIMITED.',
        security,
        body: startConversationBody,
        response: { 201: z.object({ conversationId: z.string() }), ...errors, 429: errorBody },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await startConversation(app.db, request.viewer!, request.body, { now: app.clock(), ownHost })),
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: "The signed-in person's conversations, newest first, with how many have unread messages",
        security,
        response: { 200: conversationList, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listConversations(app.db, request.viewer!.id);
    },
  );

  app.get(
    '/conversations/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of the signed-in person’s conversations have unread messages',
        security,
        response: { 200: unreadCount, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { unread: await unreadThreads(app.db, request.viewer!.id) };
    },
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        summary: 'One conversation with its messages, oldest first (its buyer and seller only)',
        description:
          'Before the seller accepts a booking of the buyer’s, phone numbers, emails and links in the other side’s messages read as •••, flagged `masked`. Anyone else, admins included, gets 404.',
        security,
        params: idParams,
        response: { 200: conversationDetail, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return conversationForParty(app.db, request.viewer!.id, request.params.id, app.clock());
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Writes in a conversation: text, a photo uploaded through POST /images, or both',
        description:
          'Refused with 403 (`detail.canWrite` false) when either side blocked the other or the other closed their account; 429 RATE_LIMITED past the sending limits.',
        security,
        params: idParams,
        body: messageBody,
        response: { 201: message, ...errors, 429: errorBody },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const context = { now: app.clock(), ownHost, imageBases: app.ownImageBases };
      return reply.status(201).send(await sendMessage(app.db, request.viewer!, request.params.id, request.body, context));
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Marks the conversation read up to now; the other side sees their messages seen',
        security,
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await markConversationRead(app.db, request.viewer!.id, request.params.id, app.clock());
      return { ok: true as const };
    },
  );

  app.put(
    '/conversations/:id/block',
    {
      schema: {
        tags,
        summary: 'Blocks or unblocks the other side of the conversation: neither may write to the other while blocked',
        security,
        params: idParams,
        body: blockBody,
        response: { 200: blockBody, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => blockInConversation(app.db, request.viewer!.id, request.params.id, request.body.blocked, app.clock()),
  );

  app.post(
    '/messages/:id/report',
    {
      schema: {
        tags,
        summary: 'Reports a message received to the admins (its receiver only; once per message)',
        security,
        params: idParams,
        body: messageReportBody,
        response: { 201: z.object({ id: z.string() }), ...errors, 409: errorBody, 429: errorBody },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await reportMessage(app.db, request.viewer!.id, request.params.id, request.body, app.clock())),
  );

  app.get(
    '/products/:id/conversation',
    {
      schema: {
        tags,
        summary: 'The signed-in buyer’s conversation about a listing, if any',
        security,
        params: idParams,
        response: { 200: conversationRef, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return conversationAboutProduct(app.db, request.viewer!.id, request.params.id);
    },
  );

  app.get(
    '/orders/:id/conversation',
    {
      schema: {
        tags,
        summary: 'The conversation an order goes on in (its buyer and seller)',
        security,
        params: idParams,
        response: { 200: conversationRef, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return conversationOfOrder(app.db, request.viewer!, request.params.id);
    },
  );

  app.get(
    '/admin/disputes/:orderId/conversation',
    {
      schema: {
        tags,
        summary: 'The conversation behind a dispute, for the dispute page (admins; reading it is logged)',
        security,
        params: z.object({ orderId: z.string().min(1).max(200) }),
        response: { 200: conversationRef, ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => conversationOfDispute(app.db, request.params.orderId),
  );

  app.get(
    '/admin/conversations/:id',
    {
      schema: {
        tags,
        summary: 'An admin reads a conversation through a dispute or a report that points at it; every read is logged',
        description:
          '`via=dispute&ref=<order id>`: an order of the thread’s buyer for its listing that is or was disputed. `via=report&ref=<message report id>`: a report of a message in the thread. Anything else is 404.',
        security,
        params: idParams,
        querystring: adminThreadQuery,
        response: { 200: conversationDetail, ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminReadConversation(app.db, request.viewer!.id, request.params.id, request.query, app.clock());
    },
  );
};

export default conversationRoutes;
