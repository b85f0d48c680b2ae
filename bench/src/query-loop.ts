// The database limit: the routes' own service calls, through the same driver, with no HTTP.
// Runs as a long-lived child pinned to the server's core (node --import tsx query-loop.ts <config.json>,
// with an IPC channel): the parent sends { name, ms } and gets { opsPerSecond, errors } back, so that
// each endpoint's loop runs right next to its server and bare-HTTP runs (interleaved).
// The same child also answers the database-bound endpoints over plain node:http (c): the same calls
// behind the HTTP layer alone, without Fastify, hooks or the app's plugins.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { hash } from 'node:crypto';
import { viewerForToken } from '@phonehaat/server/auth';
import { openDatabase } from '@phonehaat/server/db';
import { bookingsOfBuyer, CatalogueRead } from '@phonehaat/server/services';
import type { Endpoint, Fixtures } from './endpoints.ts';

interface LoopConfig {
  target: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  endpoints: Endpoint[];
  fixtures: Fixtures;
  /** Calls in flight: as many as the load generator's connections. */
  connections: number;
  ttlMs: number;
  /** Where (c) listens, and the server's answers whose headers it sends (bare-responses.json). */
  plainHttp: { port: number; responsesFile: string };
}

const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoopConfig;
const database = await openDatabase(config.target);
const db = database.db;
// The same cache settings as the server's (app.ts): a PGlite database has one writer.
const catalogue = new CatalogueRead(db, { ttlMs: config.ttlMs, soleWriter: database.kind === 'pglite' });

function operation(endpoint: Endpoint): () => Promise<unknown> {
  const call = endpoint.call;
  switch (call.kind) {
    case 'categories':
      return () => catalogue.categories();
    case 'list':
      return async () => (await catalogue.products(call.query, null)).items;
    case 'category':
      return async () => {
        const brand = await catalogue.category(config.fixtures.categoryId);
        return (await catalogue.products({ brand: brand._id }, null)).items;
      };
    case 'product':
      return () => catalogue.product(config.fixtures.productId, null);
    case 'bookings':
      return async () => {
        const viewer = await viewerForToken(db, config.fixtures.buyerToken);
        if (!viewer) throw new Error('bench buyer session missing');
        return bookingsOfBuyer(db, viewer, config.fixtures.buyerEmail);
      };
  }
}

/**
 * (c): the database-bound endpoints answered by node:http with the same calls as the loop, and the
 * headers the server sent (an ETag worked out per answer). What separates
 * the server from this is its framework; what separates this from the loop is HTTP itself and the
 * load generator.
 */
function servePlainHttp(endpoints: Endpoint[], { port, responsesFile }: LoopConfig['plainHttp']): Promise<void> {
  const captured = JSON.parse(readFileSync(responsesFile, 'utf8')) as Record<string, { headers: Record<string, string> }>;
  const routes = new Map(
    endpoints
      .filter((endpoint) => !endpoint.cached)
      .map((endpoint) => {
        const { etag: _etag, ...headers } = captured[endpoint.path]?.headers ?? {};
        return [endpoint.path, { op: operation(endpoint), headers }] as const;
      }),
  );
  const server = http.createServer((request, response) => {
    const route = routes.get(request.url ?? '');
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    route.op().then(
      (result) => {
        const body = Buffer.from(JSON.stringify(result));
        const etag = `W/"${hash('sha1', body, 'base64url')}"`;
        response.writeHead(200, { ...route.headers, etag, 'content-length': body.length }).end(body);
      },
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
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
await servePlainHttp(config.endpoints, config.plainHttp);
process.send?.({ ready: true });
