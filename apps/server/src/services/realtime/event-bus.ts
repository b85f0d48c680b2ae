import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { REDIS_COMMAND_OPTIONS, REDIS_SUBSCRIBER_OPTIONS } from '../../lib/redis-options.ts';
import { parseUserEventsPayload, USER_EVENTS_CHANNEL } from './user-events.ts';

export interface EventBusOptions {
  database: DatabaseHandle;
  /** With Redis, instances tell each other through this channel instead of each listening to the database. */
  redis?: { url: string; channel: string } | undefined;
  /** A person's events up to `seq` have committed. */
  onEvents: (userId: string, seq: number) => void;
  /** Announcements may have been missed (a connection came back): every stream should look again. */
  onGap: () => void;
  log: FastifyBaseLogger;
}

export interface EventBus {
  close(): Promise<void>;
}

/**
 * How an instance learns that a person's events committed, whichever instance wrote them (decision
 * 0067). Without Redis, every instance LISTENs to the database's announcement (db/pg-listener.ts). With
 * REDIS_URL, the handle that committed the events tells this instance at once (`onCommitted`) and this
 * instance publishes them to Redis for the others: no listening connection to the database at all. In
 * both, the payload is only `<user id>:<seq>`, a hint to read the table.
 */
export async function openEventBus(options: EventBusOptions): Promise<EventBus> {
  return options.redis ? openRedisBus(options, options.redis) : openDatabaseBus(options);
}

function deliver(options: EventBusOptions, payload: string): void {
  const parsed = parseUserEventsPayload(payload);
  if (parsed) options.onEvents(parsed.userId, parsed.seq);
  else options.log.warn({ payload }, 'real-time announcement not understood');
}

async function openDatabaseBus(options: EventBusOptions): Promise<EventBus> {
  const stop = await options.database.listen(USER_EVENTS_CHANNEL, (payload) => deliver(options, payload), {
    onReconnect: () => {
      options.log.info('real-time listener connected again; streams catch up from the table');
      options.onGap();
    },
    onError: (error) => options.log.warn({ err: error }, 'real-time listener lost its database connection; reconnecting'),
  });
  return { close: stop };
}

async function openRedisBus(options: EventBusOptions, redis: { url: string; channel: string }): Promise<EventBus> {
  const { Redis } = await import('ioredis');
  // Each message names the instance that sent it: its own streams were woken already.
  const instance = randomUUID();
  // Short timeouts (lib/redis-options.ts): a commit never waits on Redis; the heartbeat covers a lost signal.
  const publisher = new Redis(redis.url, REDIS_COMMAND_OPTIONS);
  const subscriber = new Redis(redis.url, REDIS_SUBSCRIBER_OPTIONS);
  const warn = (error: Error) =>
    options.log.warn({ err: error }, 'redis real-time signal unavailable; streams catch up at each heartbeat');
  publisher.on('error', warn);
  subscriber.on('error', warn);
  subscriber.on('message', (_channel: string, message: string) => {
    const space = message.indexOf(' ');
    if (message.slice(0, space) !== instance) deliver(options, message.slice(space + 1));
  });
  let connectedBefore = false;
  // ioredis subscribes again after a reconnect; what was published meanwhile is read from the table.
  subscriber.on('ready', () => {
    if (connectedBefore) options.onGap();
    connectedBefore = true;
  });
  // Not awaited: with Redis down at start-up it subscribes once Redis is there.
  void subscriber.subscribe(redis.channel).catch(warn);

  const stopCommitted = options.database.onCommitted(({ channel, payload }) => {
    if (channel !== USER_EVENTS_CHANNEL) return;
    deliver(options, payload);
    publisher.publish(redis.channel, `${instance} ${payload}`).catch(warn);
  });
  return {
    close: async () => {
      stopCommitted();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
