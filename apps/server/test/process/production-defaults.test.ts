import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '@phonehaat/contract';
import { migratedDataDir, randomPort, spawnServer, startServer, type RunningServer } from '../support/server-process.ts';

/** Issue 36: a production start with nothing else set took simulated money and seeded a known admin. */
describe('a production start', () => {
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited();
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'p'.repeat(40),
    IMEI_HASH_KEY: 'a'.repeat(64),
    IMEI_ENCRYPTION_KEY: 'b'.repeat(64),
    // One instance: its photos may stay on its disk, said explicitly (issue 41).
    IMAGE_STORAGE: 'local',
    ORDER_TIMERS: 'false',
  };
  async function start(env: Record<string, string>): Promise<RunningServer> {
    const dataDir = migratedDataDir('phonehaat-production-');
    dataDirs.push(dataDir);
    const server = await startServer({ ...production, DATA_DIR: dataDir, PORT: String(randomPort()), ...env });
    servers.push(server);
    return server;
  }
  const methods = async (server: RunningServer) =>
    ((await (await fetch(`${server.base}/api/config`)).json()) as PublicConfig).payments.methods;
  const demoAdminSignIn = (server: RunningServer) =>
    fetch(`${server.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@phonehaat.test', password: 'phonehaat-demo' }),
    });
  /** The warn-level lines about money and demo accounts (a build without the web app warns too). */
  const warnings = (server: RunningServer) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40)
      .map((entry) => entry.msg)
      .filter((msg) => /^(SIMULATED MONEY|DEMO ACCOUNTS):/.test(msg));

  it('offers cash alone, takes no simulated card, seeds no demo account, and warns of nothing', async () => {
    const server = await start({});
    expect(await methods(server)).toEqual([{ id: 'cash', testMode: false }]);
    expect((await demoAdminSignIn(server)).status).toBe(401);
    // The simulated processor behind the spec's card routes refuses a signed-in buyer: it is not offered.
    const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rahim', email: 'rahim@example.com', password: 'correct-horse-7' }),
    });
    expect(signUp.status).toBe(200);
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${signUp.headers.get('set-auth-token')}` };
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
    for (const [url, body] of [
      ['/api/create-payment-intent', { items: { _id: '00000000-0000-4000-8000-000000000000' } }],
      ['/api/payments/simulated/confirm', { clientSecret: 'pi_1_secret_2', card }],
    ] as const) {
      const refused = await fetch(`${server.base}${url}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
      expect(refused.status, url).toBe(404);
      expect(await refused.json(), url).toMatchObject({ message: 'This payment method is not available' });
    }
    expect(warnings(server)).toEqual([]);
  }, 240_000);

  it('refuses to keep photos on local disk unless IMAGE_STORAGE says so', async () => {
    const { IMAGE_STORAGE: _local, ...withoutStorage } = production;
    // Refused while reading the settings, before any database is opened.
    const refused = spawnServer({ ...withoutStorage, PORT: String(randomPort()) });
    expect(await refused.exited()).toBe(1);
    expect(refused.output()).toMatch(/IMAGE_STORAGE: must be set when NODE_ENV=production without S3_BUCKET/);
  }, 60_000);

  it('still runs a public demo when asked to, and says so loudly at warn level', async () => {
    const server = await start({ SEED_DEMO: 'true', PAYMENT_PROVIDERS: 'simulated,simulated-bkash,cash' });
    expect(await methods(server)).toEqual([
      { id: 'card', testMode: true },
      { id: 'bkash', testMode: true },
      { id: 'cash', testMode: false },
    ]);
    expect((await demoAdminSignIn(server)).status).toBe(200);
    const said = warnings(server);
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^SIMULATED MONEY: simulated, simulated-bkash enabled in production/);
    expect(said[1]).toMatch(/^DEMO ACCOUNTS: SEED_DEMO=true in production/);
  }, 240_000);
});
