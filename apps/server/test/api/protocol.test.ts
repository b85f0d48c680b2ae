import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('HTTP protocol handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => t.close());

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/allProducts', '/api/allProducts/{id}', '/api/bookingProduct', '/api/jwt', '/api/users', '/api/seller/{id}']) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    expect(Object.keys(doc.paths['/api/allProducts']!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers 413 for a body over the limit', async () => {
    const seller = await t.signUp('Seller');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/allProducts',
      headers: { ...seller.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ details: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses __proto__ and constructor keys, and broken JSON, with 400', async () => {
    const user = await t.signUp('User');
    for (const payload of ['{"__proto__":{"role":"admin"},"name":"x","email":"y"}', '{"constructor":{"prototype":{"x":1}}}', '{"name": "x",']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...user.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
  });
});
