import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('security headers by how the site is served', () => {
  let overHttp: TestApp;
  let overHttps: TestApp;

  beforeAll(async () => {
    [overHttp, overHttps] = await Promise.all([
      createTestApp('pglite', { PUBLIC_URL: 'http://localhost:3000' }),
      createTestApp('pglite', { PUBLIC_URL: 'https://phonehaat.example' }),
    ]);
  });
  afterAll(() => Promise.all([overHttp.close(), overHttps.close()]));

  it('sends HSTS and asks for https upgrades only when the site is served over https', async () => {
    const plain = await overHttp.app.inject('/api/productsCategories');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');

    const secure = await overHttps.app.inject('/api/productsCategories');
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(secure.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('sends the same headers on every answer, errors included', async () => {
    const missing = await overHttp.app.inject('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(missing.headers[header], header).toBeTruthy();
    }
  });
});
