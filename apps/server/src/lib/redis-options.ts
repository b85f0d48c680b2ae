import type { RedisOptions } from 'ioredis';

/** Reconnect soon and often: a Redis that comes back is used again within a second. */
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 1_000);

/**
 * How the server's Redis clients that send commands connect (issue 41 §5, decision 0071). Redis down
 * must cost a request nothing it can feel: while the connection is down a command fails at once (no
 * offline queue, no retry), a Redis that hangs fails it after 200 ms, and a connection attempt gives
 * up after 500 ms. Each caller has its fallback: rate limits count per instance, the catalogue cache
 * lives out its TTL, real-time streams catch up at their heartbeat.
 */
export const REDIS_COMMAND_OPTIONS: RedisOptions = {
  connectTimeout: 500,
  commandTimeout: 200,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  retryStrategy,
};

/**
 * A subscriber's: the same short connection attempts; its SUBSCRIBE waits for a connection rather than
 * failing (nothing waits on it), and ioredis subscribes again after every reconnect.
 */
export const REDIS_SUBSCRIBER_OPTIONS: RedisOptions = {
  connectTimeout: 500,
  maxRetriesPerRequest: null,
  retryStrategy,
};
