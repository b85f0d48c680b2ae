import type { PGlite } from '@electric-sql/pglite';
import { withQuery } from './pglite-statements.ts';

/**
 * Runs PGlite's queries one per turn of the event loop, in the order they were asked for.
 *
 * PGlite executes a query synchronously inside the server's only thread and hands its lock to the
 * next waiting query in a microtask, so a burst of queued queries runs back to back and no request
 * that arrived meanwhile is even read until the burst ends. Under load that made waiting unfair: at
 * 50 connections most requests waited about 40 ms while some waited twice that on every request,
 * and a few over a second (bench/README.md, fifth round; the same happens to a plain `node:http`
 * server doing 0.8 ms of synchronous work per request). Letting the event loop turn between queries
 * lets each request that arrived take its place in the queue. Measured at 50 connections on 100,000
 * products: p99 of the deep page 77 → 57 ms, of brand + price 80 → 71 ms, of a buyer's bookings
 * 123–154 → 92–111 ms, and the longest wait 1.1–1.6 s → 119–155 ms, at about the same throughput.
 */
export function takingTurns(client: PGlite): PGlite {
  const waiting: (() => void)[] = [];
  let busy = false;
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else busy = false;
  };
  const query = client.query.bind(client) as PGlite['query'];

  const inTurn = (async (...args: Parameters<PGlite['query']>) => {
    if (busy) await new Promise<void>((resolve) => waiting.push(resolve));
    busy = true;
    try {
      return await query(...args);
    } finally {
      setImmediate(next);
    }
  }) as PGlite['query'];

  return withQuery(client, inTurn);
}
