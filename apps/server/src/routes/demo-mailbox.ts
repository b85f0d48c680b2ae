import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findDemoMessage, listDemoMessages, type DemoMessage } from '../services/mail/demo-messages.ts';
import { mailboxListHtml, mailboxMessageHtml, mailboxNotFoundHtml } from '../services/mail/mailbox-html.ts';

/** The newest this many are shown; the demo's mailbox is not an archive. */
export const MAILBOX_PAGE_SIZE = 100;

const HTML = 'text/html; charset=utf-8';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
// Password-reset links and sign-in codes: kept by no cache, shown fresh on every visit.
const NO_STORE = 'no-store';

export const mailboxQuery = z.object({
  /** One recipient's messages: an email address or an SMS number (8801XXXXXXXXX). */
  to: z.string().trim().min(1).max(320).optional(),
});

export const demoMessageAnswer = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  receivedAt: z.iso.datetime(),
});
export const mailboxAnswer = z.object({ messages: z.array(demoMessageAnswer) });
export type MailboxAnswer = z.infer<typeof mailboxAnswer>;

const answerOf = (message: DemoMessage): z.infer<typeof demoMessageAnswer> => ({
  ...message,
  receivedAt: message.receivedAt.toISOString(),
});

/**
 * The demo mailbox (issue 38): what the demo sent by email and SMS, for people at /dev/mailbox and for
 * tests and tools at /dev/mailbox.json?to=. Registered only while the demo mailbox stands in for SMTP,
 * never in production.
 */
const demoMailboxPage: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // It shows password-reset links and sign-in codes: only to this machine, as the test clock (routes/test-clock.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (!LOOPBACK.has(request.ip)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('The demo mailbox answers only on this machine: open it at http://localhost.');
    }
  });
  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: mailboxQuery, response: { 200: z.string() } } },
    async (request, reply) => {
      const messages = await listDemoMessages(db, { recipient: request.query.to, limit: MAILBOX_PAGE_SIZE });
      return reply.header('cache-control', NO_STORE).type(HTML).send(mailboxListHtml(messages, request.query.to));
    },
  );

  app.get(
    '/dev/mailbox.json',
    { schema: { hide: true, querystring: mailboxQuery, response: { 200: mailboxAnswer } } },
    async (request, reply) => {
      const messages = await listDemoMessages(db, { recipient: request.query.to, limit: MAILBOX_PAGE_SIZE });
      reply.header('cache-control', NO_STORE);
      return { messages: messages.map(answerOf) };
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: z.string(), 404: z.string() },
      },
    },
    async (request, reply) => {
      const message = await findDemoMessage(db, request.params.id);
      reply.header('cache-control', NO_STORE).type(HTML);
      return message ? reply.send(mailboxMessageHtml(message)) : reply.code(404).send(mailboxNotFoundHtml());
    },
  );
};

export default demoMailboxPage;
