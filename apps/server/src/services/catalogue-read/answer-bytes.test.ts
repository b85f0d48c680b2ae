import { gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptsGzip, answerBytes, answerBytesCache, serveKeptAnswers, weakEtag, type AnswerBytesCache } from './answer-bytes.ts';

/** Resolves when told to. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * A server wired as the real one is (ETag, then gzip level 1 above 1 KB, then the kept answers) with one
 * public route that counts how often it really answers, and one that is not public.
 */
async function server(state: { store: AnswerBytesCache; calls: number; gate?: Promise<void>; name: string }) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(etag, { weak: true });
  await app.register(compress, { threshold: 1024, encodings: ['gzip'], zlibOptions: { level: 1 } });
  serveKeptAnswers(app, () => state.store);
  const phones = z.array(z.object({ name: z.string() }));
  const answer = () => Array.from({ length: 40 }, (_, i) => ({ name: `${state.name} ${i}`, secret: 'never sent' }));
  app.get('/phones', { schema: { response: { 200: phones } }, config: { publicAnswer: true } }, async (_request, reply) => {
    state.calls += 1;
    const read = answer(); // read before the gate: what a slow answer had read when a write landed
    await state.gate;
    reply.header('cache-control', 'public, no-cache').header('x-total-count', '40').header('vary', 'authorization, accept-encoding');
    return read;
  });
  app.get('/private', { schema: { response: { 200: phones } } }, async () => {
    state.calls += 1;
    return answer();
  });
  await app.ready();
  return app;
}

describe('kept public answers', () => {
  let app: FastifyInstance;
  const state = {
    store: answerBytesCache(60_000, performance),
    calls: 0,
    gate: undefined as Promise<void> | undefined,
    name: 'iPhone',
  };

  beforeEach(async () => {
    Object.assign(state, { store: answerBytesCache(60_000, performance), calls: 0, gate: undefined, name: 'iPhone' });
    app = await server(state);
  });
  afterEach(() => app.close());

  it('answers an anonymous repeat from the kept bytes, with the same body, headers and tag', async () => {
    const first = await app.inject('/phones');
    const again = await app.inject('/phones');
    expect(state.calls).toBe(1);
    expect(again.body).toBe(first.body);
    expect(JSON.parse(again.body)[0]).toEqual({ name: 'iPhone 0' }); // serialised by the route's schema: no extra field
    for (const header of ['etag', 'cache-control', 'x-total-count', 'content-type'])
      expect(again.headers[header], header).toBe(first.headers[header]);
    expect(again.headers.etag).toBe(weakEtag(first.body));
  });

  it('sends the kept gzip to a client that takes it, and the JSON to one that does not', async () => {
    const plain = await app.inject('/phones');
    const zipped = await app.inject({ url: '/phones', headers: { 'accept-encoding': 'br, gzip;q=0.8' } });
    expect(state.calls).toBe(1);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const refused = await app.inject({ url: '/phones', headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('sends a miss as it keeps it: gzipped once, whole (not streamed), with the tag a repeat gets', async () => {
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const miss = await app.inject({ url: '/phones', headers: gzip });
    const hit = await app.inject({ url: '/phones', headers: gzip });
    expect(state.calls).toBe(1);
    expect(miss.headers['content-encoding']).toBe('gzip');
    // @fastify/compress streams what it compresses, without a length; the kept gzip has one.
    expect(miss.headers['content-length']).toBe(String(miss.rawPayload.length));
    expect(miss.rawPayload.equals(hit.rawPayload)).toBe(true);
    expect(miss.headers.etag).toBe(hit.headers.etag);
    expect(miss.headers.vary).toBe(hit.headers.vary);
  });

  it('answers 304 to the kept tag', async () => {
    const first = await app.inject('/phones');
    const revalidated = await app.inject({ url: '/phones', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(state.calls).toBe(1);
  });

  it('never keeps or serves an answer to a request with a token, or of a route not marked public', async () => {
    await app.inject('/phones');
    await app.inject({ url: '/phones', headers: { authorization: 'Bearer abc' } });
    await app.inject('/private');
    await app.inject('/private');
    expect(state.calls).toBe(4);
  });

  it('answers afresh once the store is cleared, and never keeps what a miss read before a write', async () => {
    await app.inject('/phones');
    state.store = answerBytesCache(60_000, performance); // what a write does (ReadCache.clear)
    state.name = 'Galaxy';
    expect(JSON.parse((await app.inject('/phones')).body)[0]).toEqual({ name: 'Galaxy 0' });
    expect(state.calls).toBe(2);

    const gate = deferred();
    state.gate = gate.promise;
    const inFlight = app.inject('/phones?page=2');
    await expect.poll(() => state.calls).toBe(3);
    state.store = answerBytesCache(60_000, performance); // a write lands while the miss is being answered
    state.name = 'Pixel';
    gate.resolve();
    expect(JSON.parse((await inFlight).body)[0]).toEqual({ name: 'Galaxy 0' });
    state.gate = undefined;
    expect(JSON.parse((await app.inject('/phones?page=2')).body)[0]).toEqual({ name: 'Pixel 0' });
    expect(state.calls).toBe(4);
  });

  it('keeps an answer only for its time', async () => {
    let clock = 1_000_000;
    state.store = answerBytesCache(1_000, { now: () => clock });
    await app.inject('/phones');
    clock += 999;
    await app.inject('/phones');
    expect(state.calls).toBe(1);
    clock += 2;
    await app.inject('/phones');
    expect(state.calls).toBe(2);
  });
});

describe('answerBytes', () => {
  it('keeps a small gzip in memory of its own size, not in the 16 KB chunk zlib wrote it into', () => {
    const kept = answerBytes(JSON.stringify({ items: ['Galaxy A54', 'iPhone 13'] }), {});
    expect(kept.gzip.length).toBeLessThan(200);
    expect(kept.gzip.buffer.byteLength).toBe(kept.gzip.length);
    expect(JSON.parse(gunzipSync(kept.gzip).toString())).toEqual({ items: ['Galaxy A54', 'iPhone 13'] });
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['*', true],
    ['x-gzip', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
