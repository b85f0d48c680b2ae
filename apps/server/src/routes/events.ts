import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, eventStreamQuery, lastEventIdText } from '@phonehaat/contract';

/** How long a browser waits before reconnecting: 2–4 s, spread so an instance's streams do not all come back at once. */
const retryMs = () => 2_000 + Math.floor(Math.random() * 2_000);

/**
 * GET /api/events (issue 39 §2): the signed-in person's real-time events as Server-Sent Events. The
 * reply is taken over from Fastify once the guard and the caps have passed: its hooks that buffer or
 * rewrite a body (compression, ETags) must never see an endless stream.
 */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['realtime'],
        summary: "The signed-in person's real-time events (text/event-stream)",
        description:
          'Each event is `id: <seq>`, `event: <kind>`, `data: <json>`. A first connection starts after the latest event; ' +
          'a reconnect sends `Last-Event-ID` (or `?lastEventId=`) and receives what it missed, in order, none twice. ' +
          'A comment is sent every REALTIME_HEARTBEAT_MS.',
        security: [{ bearer: [] }],
        produces: ['text/event-stream'],
        querystring: eventStreamQuery,
        // Loose: the other headers stay on the request as sent.
        headers: z.looseObject({ 'last-event-id': lastEventIdText.optional() }),
        response: { 200: z.string(), 400: errorBody, 401: errorBody, 429: errorBody, 503: errorBody },
      },
      preHandler: app.requireUserOrSessionCookie,
      compress: false,
    },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'] ?? request.query.lastEventId;
      const stream = app.realtime.open(request.viewer!.id, reply.raw);
      reply.raw.once('close', () => stream.close());
      let from: number;
      try {
        from = await stream.position(lastEventId === undefined ? undefined : Number(lastEventId));
      } catch (error) {
        stream.close();
        throw error;
      }
      reply.hijack();
      // The client left while its position was read.
      if (stream.closed) return;
      // The headers the app's hooks set so far (the security headers), then the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and its kin pass each event on at once instead of buffering the response.
        'x-accel-buffering': 'no',
      });
      // `id:` alone sets the browser's last event id without an event: a reconnect before any event
      // still says where it was, and misses nothing committed meanwhile.
      reply.raw.write(`retry: ${retryMs()}\nid: ${from}\n\n`);
      stream.begin();
    },
  );
};

export default eventRoutes;
