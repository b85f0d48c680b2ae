import { rmSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir, randomPort, startServer, type RunningServer } from '../support/server-process.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Opens a raw connection and dribbles `chunks` out one at a time, `everyMs` apart, never finishing.
 * Resolves with how long the server let the connection live and what it answered.
 */
function slowClient(port: number, chunks: string[], everyMs: number): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const opened = Date.now();
    let answer = '';
    let next = 0;
    const timer = setInterval(() => {
      if (socket.writable) socket.write(chunks[Math.min(next, chunks.length - 1)]!);
      next += 1;
    }, everyMs);
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - opened, answer });
    });
    // A server that never cuts the client off fails the test instead of hanging it.
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server kept a slow client for over 30 s (answered: ${answer.slice(0, 200)})`));
    }, 30_000).unref();
  });
}

describe('slow clients against the real server (REQUEST_TIMEOUT_MS=2000)', () => {
  const dataDir = migratedDataDir('phonehaat-slow-');
  let server: RunningServer;
  let port: number;

  beforeAll(async () => {
    port = randomPort();
    server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'false',
      REQUEST_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'warn',
    });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts off a client that sends its headers a byte at a time', async () => {
    const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(10_000);
    const { closedAfterMs, answer } = await slowClient(port, request.split(''), 200);
    expect(closedAfterMs).toBeLessThan(12_000);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 40_000);

  it('cuts off a client that never finishes its body', async () => {
    const head =
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"';
    const { closedAfterMs, answer } = await slowClient(port, [head, ...Array.from({ length: 200 }, () => 'a')], 200);
    expect(closedAfterMs).toBeLessThan(12_000);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // The server is still fine for everyone else.
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  }, 40_000);
});

describe('rate limits are keyed on the real client address', () => {
  const failedSignIn = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
  const rotating = (n: number) => `203.0.113.${n}`;

  describe('TRUST_PROXY=false (the default): X-Forwarded-For is ignored', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { AUTH_RATE_LIMIT_MAX: '5', TRUST_PROXY: 'false' });
    });
    afterAll(() => t.close());

    it('answers 429 after the limit even when every attempt claims another address', async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 8; n += 1) statuses.push((await failedSignIn(t, rotating(n))).statusCode);
      expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      // Sign-up is throttled too, under the same key.
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { 'x-forwarded-for': rotating(99) },
        payload: { name: 'X', email: 'x@example.com', password: TEST_PASSWORD },
      });
      expect(signUp.statusCode).toBe(429);
    });
  });

  describe('TRUST_PROXY=true (behind a load balancer): each forwarded client has its own budget', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { AUTH_RATE_LIMIT_MAX: '5', TRUST_PROXY: 'true' });
    });
    afterAll(() => t.close());

    it('keys on the forwarded address: rotating it gives fresh budgets, a fixed one still hits 429', async () => {
      for (let n = 1; n <= 8; n += 1) expect((await failedSignIn(t, rotating(n))).statusCode).toBe(401);
      const fixed: number[] = [];
      for (let n = 1; n <= 7; n += 1) fixed.push((await failedSignIn(t, '198.51.100.7')).statusCode);
      expect(fixed.slice(5)).toEqual([429, 429]);
    });
  });
});
