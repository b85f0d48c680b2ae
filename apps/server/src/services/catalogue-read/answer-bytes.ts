import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { countReadCacheLookup } from '../../lib/metrics.ts';

/**
 * A public answer as it went out: its JSON, that JSON gzipped, its weak ETag and the headers its route
 * set. Kept so that the next anonymous request for the same URL is answered without serialising,
 * hashing or compressing again (decision 0032: at 1,000 req/s of the open-model mix those three were
 * most of the server's time per request).
 */
export interface AnswerBytes {
  json: string;
  gzip: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/** The headers a public catalogue route sets that a kept answer must carry again. */
const KEPT_HEADERS = [
  'cache-control',
  'vary',
  'x-total-count',
  'x-total-precision',
  'link',
  'access-control-expose-headers',
] as const;

/** API answers are gzipped at level 1, as @fastify/compress is told to for the API (decision 15). */
const GZIP_LEVEL = 1;

/** The weak ETag @fastify/etag gives the same JSON (sha1, base64): a kept and a fresh answer agree. */
export const weakEtag = (json: string): string => `W/"${createHash('sha1').update(json).digest('base64')}"`;

/** The answer's bytes and headers, from the JSON the route's serialiser wrote and the headers it set. */
export function answerBytes(json: string, headers: Record<string, unknown>): AnswerBytes {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers[name];
    if (value !== undefined) kept[name] = String(value);
  }
  // On a miss @fastify/etag has tagged the same JSON already (its onSend runs first).
  const etag = typeof headers.etag === 'string' ? headers.etag : weakEtag(json);
  return { json, gzip: exactBytes(gzipSync(json, { level: GZIP_LEVEL })), etag, headers: kept };
}

/**
 * The bytes in memory of their own size. zlib writes into 16 KB chunks and hands back a view of the first
 * when the output fits in it: a 3 KB answer's gzip kept 16 KB alive, and the store, sized by `length`,
 * held five times what it counted (a heap snapshot after the high mix: 1,900 such chunks, 31 MB).
 */
function exactBytes(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * Whether the request's Accept-Encoding picks gzip, negotiated as @fastify/compress negotiates it for
 * the API (gzip only; `*` and `x-gzip` read as gzip), so a kept answer is encoded as a fresh one is.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ['gzip']) === 'gzip';
}

/** Kept answers by URL, at most `maxBytes` of JSON and gzip together. */
export type AnswerBytesCache = LRUCache<string, AnswerBytes>;

export function answerBytesCache(ttlMs: number, perf: { now: () => number }, maxBytes = 24 * 1024 * 1024): AnswerBytesCache {
  return new LRUCache<string, AnswerBytes>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.json.length * 2 + entry.gzip.length + 256,
    ttl: ttlMs,
    perf,
    ttlResolution: 0,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An answer anyone may be given (no viewer-specific field when asked anonymously): kept as bytes. */
    publicAnswer?: boolean;
  }
  interface FastifyRequest {
    /** The kept-answer store this anonymous public request missed in, to keep its answer in. */
    answerStore: AnswerBytesCache | null;
  }
}

/**
 * Answers anonymous GETs of routes marked `publicAnswer` from `stores()`'s kept bytes, and keeps the
 * answer of a miss. The store is read once per request: a write that clears the cache while a miss is
 * being answered retires that store, so what the miss read is never kept past the write. ETag and 304
 * stay @fastify/etag's (it honours the tag set here); @fastify/compress leaves an answer already gzipped.
 */
export function serveKeptAnswers(app: FastifyInstance, stores: () => AnswerBytesCache): void {
  app.decorateRequest('answerStore', null);
  app.addHook('onRequest', async (request, reply) => {
    if (
      request.method !== 'GET' ||
      request.routeOptions.config.publicAnswer !== true ||
      request.headers.authorization !== undefined
    ) {
      return;
    }
    const store = stores();
    const kept = store.get(request.url);
    countReadCacheLookup('answer_bytes', kept !== undefined);
    if (!kept) {
      request.answerStore = store;
      return;
    }
    reply.headers(kept.headers).header('etag', kept.etag).type(JSON_TYPE);
    return reply.send(keptBody(request, reply, kept));
  });
  // After @fastify/etag's onSend (registered before): the miss's JSON as serialised once, and its tag.
  // A miss goes out as it is kept: its gzip is the one @fastify/compress would otherwise make again
  // through a stream per answer (decision 0079: 2.3 s of the server's 10 s of CPU in a 20 s high-mix run).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.answerStore || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const kept = answerBytes(payload, reply.getHeaders());
    request.answerStore.set(request.url, kept);
    return keptBody(request, reply, kept);
  });
}

/** The kept answer gzipped to a client that takes gzip (as @fastify/compress would choose), else its JSON. */
function keptBody(request: FastifyRequest, reply: FastifyReply, kept: AnswerBytes): string | Buffer {
  if (!acceptsGzip(request.headers['accept-encoding'])) return kept.json;
  reply.header('content-encoding', 'gzip');
  return kept.gzip;
}

/** The type Fastify gives serialised JSON. */
const JSON_TYPE = 'application/json; charset=utf-8';
