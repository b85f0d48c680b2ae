// The database limit: the routes' own service calls, through the same driver, with no HTTP.
// Runs as a long-lived child pinned to the server's core (node --import tsx query-loop.ts <config.json>,
// with an IPC channel): the parent sends { name, ms } and gets { opsPerSecond, errors } back, so that
// each endpoint's loop runs right next to its server and bare-HTTP runs (interleaved).
import { readFileSync } from 'node:fs';
import { configureViewerCache, viewerForToken } from '../../apps/server/src/auth/viewer.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { configureCatalogueCache } from '../../apps/server/src/lib/catalogue-cache.ts';
import { bookingsOfBuyer } from '../../apps/server/src/services/bookings/list-bookings.ts';
import { getCategory, listCategories } from '../../apps/server/src/services/categories/list-categories.ts';
import { productJsonById } from '../../apps/server/src/services/products/get-product.ts';
import { listProducts } from '../../apps/server/src/services/products/list-products.ts';
import type { Endpoint, Fixtures } from './endpoints.ts';

interface LoopConfig {
  target: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  endpoints: Endpoint[];
  fixtures: Fixtures;
  /** Calls in flight: as many as the load generator's connections. */
  connections: number;
  ttlMs: number;
}

const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoopConfig;
const database = await openDatabase(config.target);
const db = database.db;
// The same cache settings as the server's (app.ts): a PGlite database has one writer.
configureCatalogueCache(db, { ttlMs: config.ttlMs, soleWriter: database.kind === 'pglite' });
configureViewerCache(db, database.kind === 'pglite' ? config.ttlMs : 0);
const publicView = { allEmails: false };

function operation(endpoint: Endpoint): () => Promise<unknown> {
  const call = endpoint.call;
  switch (call.kind) {
    case 'categories':
      return () => listCategories(db);
    case 'list':
      return () => listProducts(db, call.query, publicView);
    case 'category':
      return async () => {
        const brand = await getCategory(db, config.fixtures.categoryId);
        return listProducts(db, { brand: brand._id }, publicView);
      };
    case 'product':
      return () => productJsonById(db, config.fixtures.productId, { allEmails: false });
    case 'bookings':
      return async () => {
        const viewer = await viewerForToken(db, config.fixtures.buyerToken);
        if (!viewer) throw new Error('bench buyer session missing');
        return bookingsOfBuyer(db, viewer, config.fixtures.buyerEmail);
      };
  }
}

/** `connections` callers, each starting its next call when the last one ends, for `ms`. */
async function drive(op: () => Promise<unknown>, ms: number): Promise<{ opsPerSecond: number; errors: number }> {
  const until = performance.now() + ms;
  let done = 0;
  let errors = 0;
  const worker = async () => {
    while (performance.now() < until) {
      try {
        await op();
        done += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: config.connections }, worker));
  return { opsPerSecond: done / ((performance.now() - started) / 1000), errors };
}

interface LoopRequest {
  name?: string;
  ms?: number;
  quit?: boolean;
}

const operations = new Map(config.endpoints.map((endpoint) => [endpoint.name, operation(endpoint)]));
process.on('message', (message: LoopRequest) => {
  void (async () => {
    if (message.quit) {
      await database.close();
      process.disconnect?.();
      process.exit(0);
    }
    const op = operations.get(message.name ?? '');
    if (!op) {
      process.send?.({ error: `unknown endpoint ${message.name}` });
      return;
    }
    process.send?.(await drive(op, message.ms ?? 0));
  })();
});
process.send?.({ ready: true });
