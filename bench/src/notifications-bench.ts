/**
 * Issue 38: how fast the notifications' outbox drains on PostgreSQL. Writes --count (10,000) notifications
 * for --users (1,000) people, each with an email delivery, as events write them (the outbox, in
 * transactions of 500); then starts the app with its relay and delivery workers, mailing to a real SMTP
 * server in this process, and times until every delivery is recorded sent. Checks that the mail server
 * received each notification exactly once (by Message-ID): none lost, none twice.
 *
 *   npm run bench:notifications -- [--count 10000] [--users 1000] [--database postgres://postgres@127.0.0.1:5432/test]
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp, loadEnv } from '@phonehaat/server';
import { openDatabase, runMigrations } from '@phonehaat/server/db';
import { notificationDeliveries, users } from '@phonehaat/server/schema';
import { notify } from '@phonehaat/server/services';
import { count, eq } from 'drizzle-orm';
import { intArg, parseArgs } from './args.ts';

const args = parseArgs();
const total = intArg(args, 'count', 10_000);
const people = intArg(args, 'users', 1_000);
const adminUrl = args.get('database') ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A real SMTP server that keeps each message's Message-ID. */
async function startMailServer() {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? `missing-${randomUUID()}`;
        received.set(id, (received.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const name = `phonehaat_bench_notify_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
const mail = await startMailServer();

try {
  await runMigrations(database);
  const now = new Date();
  const ids = Array.from({ length: people }, () => randomUUID());
  await database.db.insert(users).values(ids.map((id, index) => ({ id, name: `Bench ${index}`, email: `bench-${index}@example.com` })));
  const writeStart = performance.now();
  for (let start = 0; start < total; start += 500) {
    const drafts = Array.from({ length: Math.min(500, total - start) }, (_, offset) => ({
      userId: ids[(start + offset) % people]!,
      kind: 'order_paid' as const,
      params: { product: 'Galaxy A54 5G 8/256', amount: 3_250_000, orderId: randomUUID() },
      link: '/dashboard/orders/bench',
      event: `bench:${start + offset}`,
    }));
    await database.db.transaction((tx) => notify(tx, now, drafts));
  }
  const writeMs = performance.now() - writeStart;

  const env = loadEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'false',
    ORDER_TIMERS: 'false',
    NOTIFICATION_DELIVERY: 'true',
    SMTP_URL: mail.url,
    SMS_PROVIDER: 'simulated',
  });
  const app = await buildApp({ env, database, authSecret: 'bench-secret-bench-secret-bench-secret', logger: false });
  const drainStart = performance.now();
  await app.ready();
  const pending = async () =>
    (
      await database.db
        .select({ left: count() })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.state, 'sent'))
    )[0]!.left;
  let sent = 0;
  const deadline = Date.now() + 10 * 60_000;
  while ((sent = await pending()) < total && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const drainMs = performance.now() - drainStart;
  await app.close();

  const twice = [...mail.received.values()].filter((times) => times > 1).length;
  console.log(`notifications written (outbox, 500 a transaction): ${total} in ${Math.round(writeMs)} ms`);
  console.log(`drained through SMTP: ${sent} recorded sent in ${(drainMs / 1000).toFixed(1)} s = ${Math.round((sent / drainMs) * 1000)} a second`);
  console.log(`mail server received: ${mail.received.size} distinct messages, ${twice} more than once, ${total - mail.received.size} missing`);
  const met = sent === total && mail.received.size === total && twice === 0 && (sent / drainMs) * 1000 >= 200;
  console.log(`issue 38 (10,000 drain at ≥ 200 a second, none lost, none twice): ${met ? 'MET' : 'NOT MET'}`);
} finally {
  await mail.close();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
