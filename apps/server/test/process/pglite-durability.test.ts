import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir, randomPort, spawnServer, startServer } from '../support/server-process.ts';

describe('the embedded database under a crash', () => {
  const dataDir = migratedDataDir('phonehaat-crash-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every write acknowledged before SIGKILL, and keeps a second process out', async () => {
    const port = randomPort();
    const server = await startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true', LOG_LEVEL: 'warn' });

    // A second server on the same directory must refuse to start, with a message saying why.
    const intruder = spawnServer({ DATA_DIR: dataDir, PORT: String(port + 1), SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
    expect(await intruder.exited()).toBe(1);
    expect(intruder.output()).toContain('PGlite allows one process per data directory');
    expect((await fetch(`${server.base}/api/health`)).ok).toBe(true);

    // A write burst: sign-ups from several clients at once; record the ones acknowledged.
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let n = 0; !stop; n += 1) {
        const email = `crash-${worker}-${n}@example.com`;
        try {
          const response = await fetch(`${server.base}/api/auth/sign-up/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Crash ${worker}-${n}`, email, password: 'crash-test-1' }),
          });
          if (response.status === 200) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 6 }, (_, worker) => writer(worker));
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await server.exited();

    // Restart on the same directory: the stale lock is taken over and every acknowledged sign-up is there.
    const again = await startServer({ DATA_DIR: dataDir, PORT: String(port + 2), SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
    try {
      const signIn = await fetch(`${again.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@phonehaat.test', password: 'phonehaat-demo' }),
      });
      const token = signIn.headers.get('set-auth-token');
      const users = (await (await fetch(`${again.base}/api/users`, { headers: { authorization: `Bearer ${token}` } })).json()) as { email: string }[];
      const emails = new Set(users.map((user) => user.email));
      const missing = acknowledged.filter((email) => !emails.has(email));
      expect(missing, `${acknowledged.length} acknowledged`).toEqual([]);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited();
    }
  }, 240_000);
});
