import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

interface Count {
  current: number;
  ttl: number;
}

/** One window per key: the first hit sets its life; the answer is the count and the time left. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
return {current, redis.call('PTTL', KEYS[1])}`;

type Counting = Redis & { phonehaatRateLimit(key: string, windowMs: number): Promise<[number, number]> };

/** This instance's own counts: fixed windows, the least recently seen keys forgotten beyond 20,000. */
class LocalCounts {
  private readonly windows = new LRUCache<string, { current: number; endsAt: number }>({ max: 20_000 });

  increment(key: string, windowMs: number, now = Date.now()): Count {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { current: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }
}

/**
 * A @fastify/rate-limit store that counts in Redis (shared by every instance) and in this instance at
 * once, and answers Redis's count while Redis answers and its own count otherwise: when Redis goes away
 * the limits become per-instance at once — a request never waits for Redis to be found down, and the
 * attempts made just before are already counted here — and shared again as soon as Redis is back.
 * Redis's client fails its commands fast (lib/redis-options.ts).
 */
export function sharedRateLimitStore(
  redis: Redis,
  nameSpace: string,
  onRedisError: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  const counting = redis as Counting;
  if (!('phonehaatRateLimit' in counting)) redis.defineCommand('phonehaatRateLimit', { numberOfKeys: 1, lua: INCREMENT });
  const local = new LocalCounts();

  class SharedStore implements FastifyRateLimitStore {
    /** The plugin passes its settings (unused here); a route's child passes its key prefix. */
    constructor(
      _settings?: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, done: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      const fullKey = this.prefix + key;
      const mine = local.increment(fullKey, timeWindow);
      if (redis.status !== 'ready') return done(null, mine);
      counting.phonehaatRateLimit(fullKey, timeWindow).then(
        ([current, ttl]) => done(null, { current, ttl }),
        (error: Error) => {
          onRedisError(error);
          done(null, mine);
        },
      );
    }

    /** Each route counts apart; the plugin passes the route's merged settings, the route itself in `routeInfo`. */
    child(settings: unknown): FastifyRateLimitStore {
      const route = (settings as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new SharedStore(undefined, `${nameSpace}${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}:`);
    }
  }
  return SharedStore;
}
