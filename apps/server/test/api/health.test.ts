import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('health and config on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports the database as up', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp(kind);
    await other.database.close();
    for (const url of ['/api/health', '/api/health/ready']) {
      const response = await other.app.inject(url);
      expect(response.statusCode, url).toBe(503);
      // A load balancer or client knows when to ask again (issue 41 §5).
      expect(response.headers['retry-after'], url).toBe('5');
    }
    expect((await other.app.inject('/api/health/live')).statusCode).toBe(200);
    await other.app.close();
  });

  it('sends security headers', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
