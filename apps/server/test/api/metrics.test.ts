import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, verifySellers } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const scraper = { authorization: `Bearer ${TOKEN}` };

/** A sample's value in Prometheus text (`name{labels} value`), 0 when the series is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const t = await createTestApp('pglite');
    try {
      expect((await t.app.inject('/metrics')).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/metrics', headers: scraper })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp('pglite', { METRICS_TOKEN: TOKEN, CATALOGUE_CACHE_TTL_MS: '60000' });
      const seller = await t.signUp('Seller');
      await verifySellers(t.database.db, seller);
      const apple = await makeCategory(t.database.db, { slug: 'apple', name: 'Apple' });
      await makeProduct(t.database.db, seller, apple, { productName: 'iPhone 13 128GB' });
    });
    afterAll(() => t.close());

    const scrape = async () => {
      const response = await t.app.inject({ url: '/metrics', headers: scraper });
      expect(response.statusCode).toBe(200);
      return response.body;
    };

    it('answers only the bearer of the token', async () => {
      expect((await t.app.inject('/metrics')).statusCode).toBe(401);
      const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.statusCode).toBe(401);
      const right = await t.app.inject({ url: '/metrics', headers: scraper });
      expect(right.statusCode).toBe(200);
      expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(right.headers['cache-control']).toBe('no-store');
    });

    it("serves the process's event loop, GC and memory figures", async () => {
      const text = await scrape();
      for (const name of [
        'nodejs_eventloop_lag_max_seconds',
        'process_resident_memory_bytes',
        'phonehaat_gc_pause_max_seconds',
        'phonehaat_gc_pause_seconds_total',
      ]) {
        expect(text, name).toMatch(new RegExp(`^${name} \\d`, 'm'));
      }
    });

    it('counts a repeated public list as a miss, then a hit of the kept answers, and times it by route', async () => {
      const url = '/api/allProducts?brand=Apple&page=1&limit=12';
      const miss = 'phonehaat_read_cache_lookups_total{store="answer_bytes",result="miss"}';
      const hit = 'phonehaat_read_cache_lookups_total{store="answer_bytes",result="hit"}';
      const timed = 'phonehaat_http_request_duration_seconds_count{route="/api/allProducts",method="GET",status="2xx"}';
      const before = await scrape();

      expect((await t.app.inject(url)).statusCode).toBe(200);
      const afterFirst = await scrape();
      expect(sample(afterFirst, miss) - sample(before, miss)).toBe(1);
      expect(sample(afterFirst, hit) - sample(before, hit)).toBe(0);
      // The miss loaded its rows through ReadCache.remember: that store moved too.
      expect(sample(afterFirst, 'phonehaat_read_cache_lookups_total{store="answers",result="miss"}')).toBeGreaterThan(0);

      const again = await t.app.inject(url);
      expect(again.statusCode).toBe(200);
      const afterSecond = await scrape();
      expect(sample(afterSecond, hit) - sample(afterFirst, hit)).toBe(1);
      expect(sample(afterSecond, miss) - sample(afterFirst, miss)).toBe(0);
      expect(sample(afterSecond, timed) - sample(before, timed)).toBe(2);
    });
  });
});
