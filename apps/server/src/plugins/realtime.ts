import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { openEventBus } from '../services/realtime/event-bus.ts';
import { StreamHub } from '../services/realtime/stream-hub.ts';

export interface RealtimeOptions {
  database: DatabaseHandle;
  heartbeatMs: number;
  maxStreams: number;
  maxStreamsPerUser: number;
  /** With Redis, instances tell each other of committed events through it instead of each LISTENing to the database. */
  redis?: { url: string; channel: string } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open real-time streams (GET /api/events), woken when their person's events commit. */
    realtime: StreamHub;
  }
}

/**
 * Real time (issue 39 §2, decision 0067): one subscription an instance (the bus: LISTEN, or Redis),
 * fanned out to the open streams of the person it names; a heartbeat that keeps quiet connections open
 * and catches up any stream whose announcement was lost. On close every stream ends first, so that
 * closing does not wait for browsers, which reconnect elsewhere with their Last-Event-ID.
 */
export default fp<RealtimeOptions>(
  async (app, { database, heartbeatMs, maxStreams, maxStreamsPerUser, redis }) => {
    const onError = (error: unknown) =>
      app.log.warn({ err: error }, 'a real-time stream could not read its events; it tries again at the next heartbeat');
    const hub = new StreamHub({ db: database.db, maxStreams, maxStreamsPerUser, onError });
    app.decorate('realtime', hub);

    const bus = await openEventBus({
      database,
      redis,
      onEvents: (userId, seq) => hub.eventsCommitted(userId, seq),
      onGap: () => void hub.catchUp(),
      log: app.log,
    });
    const heartbeat = setInterval(() => void hub.heartbeat(), heartbeatMs);
    heartbeat.unref();

    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      hub.closeAll();
    });
    app.addHook('onClose', () => bus.close());
  },
  { name: 'realtime', dependencies: ['database'] },
);
