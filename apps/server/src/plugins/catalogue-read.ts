import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { REDIS_COMMAND_OPTIONS, REDIS_SUBSCRIBER_OPTIONS } from '../lib/redis-options.ts';
import { serveKeptAnswers } from '../services/catalogue-read/answer-bytes.ts';
import { catalogueChanges, type CatalogueChanged } from '../services/catalogue-read/catalogue-changed.ts';
import { CatalogueRead } from '../services/catalogue-read/catalogue-read.ts';

export interface CatalogueReadOptions {
  db: Database;
  /**
   * Where public reads go when that is not `db`: a read replica (plugins/read-replica.ts). A request that
   * must read its own writes (`request.readsOwnWrites`) then reads `db` afresh, past the cache.
   */
  publicDb?: Database;
  /** Life of kept public answers; 0 turns the read cache off. */
  ttlMs: number;
  /** Every write to the database goes through this process (PGlite). */
  soleWriter?: boolean;
  /** With Redis, every instance clears its cache when any instance writes. */
  redisUrl?: string | undefined;
}

export const CACHE_CHANNEL = 'phonehaat:catalogue-changed';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueRead;
    /** The signal the write use cases give after a commit that changed listed phones (decision 0059). */
    catalogueChanged: CatalogueChanged;
    /** Runs `listener` after each such signal in this process, after the read cache is cleared. */
    onCatalogueChanged(listener: () => void): void;
  }
  interface FastifyRequest {
    /** The catalogue this request reads: `app.catalogue`, or the primary's uncached one for a writer while a replica serves the rest. */
    catalogue: CatalogueRead;
  }
}

/**
 * The catalogue's read path (services/catalogue-read) with its cache, and the signal that clears it:
 * every write use case that changes listed phones — through the API or a job — gives `catalogueChanged`
 * after its commit (services/catalogue-read/catalogue-changed.ts). This process clears its cache at
 * once; other instances clear theirs on the Redis signal when REDIS_URL is set, and within the
 * cache's time in any case.
 */
export default fp<CatalogueReadOptions>(
  async (app, { db, publicDb, ttlMs, soleWriter, redisUrl }) => {
    const catalogue = new CatalogueRead(publicDb ?? db, { ttlMs, soleWriter }, db);
    const changes = catalogueChanges();
    app.decorate('catalogue', catalogue);
    // Nothing kept: the cache may hold what the replica answered before it had this client's write.
    const primaryCatalogue = publicDb ? new CatalogueRead(db, { ttlMs: 0 }) : catalogue;
    app.decorateRequest('catalogue', {
      getter(this: FastifyRequest) {
        return this.readsOwnWrites ? primaryCatalogue : catalogue;
      },
    });
    app.decorate('catalogueChanged', changes.changed);
    app.decorate('onCatalogueChanged', changes.onChange);
    if (catalogue.cache.enabled) serveKeptAnswers(app, () => catalogue.cache.bytes);

    const instance = randomUUID();
    let publish: (() => void) | undefined;
    if (redisUrl && ttlMs > 0) {
      const { Redis } = await import('ioredis');
      // Short timeouts (lib/redis-options.ts): a write never waits on Redis; the cache's TTL covers a lost signal.
      const publisher = new Redis(redisUrl, REDIS_COMMAND_OPTIONS);
      const subscriber = new Redis(redisUrl, REDIS_SUBSCRIBER_OPTIONS);
      const warn = (error: Error) => app.log.warn({ err: error }, 'redis cache signal unavailable; relying on the cache TTL');
      publisher.on('error', warn);
      subscriber.on('error', warn);
      // Not awaited: with Redis down at start-up it subscribes once Redis is there.
      void subscriber.subscribe(CACHE_CHANNEL).catch(warn);
      subscriber.on('message', (_channel: string, from: string) => {
        if (from !== instance) catalogue.cache.clear();
      });
      publish = () => void publisher.publish(CACHE_CHANNEL, instance).catch(warn);
      app.addHook('onClose', async () => {
        subscriber.disconnect();
        publisher.disconnect();
      });
    }

    changes.onChange(() => {
      catalogue.cache.clear();
      publish?.();
    });
  },
  { name: 'catalogue-read', dependencies: ['read-replica'] },
);
