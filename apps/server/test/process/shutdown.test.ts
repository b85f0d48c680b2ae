import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closedByServer, connect, exchange } from '../support/keep-alive-socket.ts';
import { migratedDataDir, randomPort, startServer, waitFor } from '../support/server-process.ts';

describe('the server process', () => {
  const dataDir = migratedDataDir('phonehaat-shutdown-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes requests in flight on SIGTERM, exits cleanly, and reopens its data', async () => {
    const port = randomPort();
    const server = await startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true' });
    const received = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"url":"/api/auth/sign-in/email"') && line.includes('incoming request')).length;

    // Sign-ins hash a password on a pool of four threads, so several are being worked on at once.
    const inFlight = Array.from({ length: 8 }, () =>
      fetch(`${server.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'buyer@phonehaat.test', password: 'phonehaat-demo' }),
      }).then(
        (response) => response.status,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      ),
    );
    // A proxy's keep-alive connection, idle at the signal.
    const idle = await connect(port);
    expect(await exchange(idle, '/api/health')).toMatch(/^HTTP\/1\.1 200/);
    // SIGTERM once the server has received every request and before it has answered them all.
    await waitFor(() => received() === 8, 30_000, 'the requests to arrive', server.output);
    const started = Date.now();
    server.child.kill('SIGTERM');

    // The idle connection is closed as the drain starts, while the server still listens (and answers 503).
    await closedByServer(idle);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(503);

    expect(await Promise.all(inFlight)).toEqual(Array(8).fill(200));
    expect(await server.exited()).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output()).toContain('shutting down');

    // The embedded database was closed cleanly: a new process opens it and finds the seeded data.
    const again = await startServer({ DATA_DIR: dataDir, PORT: String(port + 1), SEED_DEMO: 'true' });
    const products = await fetch(`${again.base}/api/allProducts?limit=1`);
    // The demo's public listings: not those sold, reserved, waiting for review, rejected or held by reports.
    expect(Number(products.headers.get('x-total-count'))).toBeGreaterThanOrEqual(30);
    again.child.kill('SIGTERM');
    expect(await again.exited()).toBe(0);
  }, 240_000);
});
