import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { recordUserEvents } from '../../src/services/realtime/user-events.ts';
import { chromiumArgs, chromiumPath } from '../../../../e2e/fixtures/browser.ts';
import { openEventStream, type EventStreamReader } from '../support/event-stream-reader.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { TEST_PASSWORD_HASH_COST } from '../support/server-process.ts';
import { freshPostgres, TEST_PASSWORD } from '../support/test-app.ts';

/** Redis for the signal between instances, as PostgreSQL's TEST_DATABASE_URL: CI sets it (.ci/run). */
const REDIS_URL = process.env.TEST_REDIS_URL;

interface Instance {
  app: FastifyInstance;
  /** Each instance has its own pool and its own listener, as two processes would. */
  database: DatabaseHandle;
  base: string;
}

interface Person {
  id: string;
  name: string;
  email: string;
  token: string;
}

/**
 * Issue 39 §2: two instances on one PostgreSQL database, as behind a load balancer, without Redis (each
 * LISTENs to the database) and with it (the writing instance publishes to Redis after its commit). Each
 * app has its own database handle, so nothing passes between them in this process: an event reaches the
 * other instance through PostgreSQL or Redis, or not at all. The heartbeat is two minutes, so no event
 * here arrives by the heartbeat's look at the table.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('real-time events across two instances on one PostgreSQL', () => {
  const modes = REDIS_URL ? (['LISTEN', 'Redis'] as const) : (['LISTEN'] as const);

  describe.each(modes)('through %s', (mode) => {
    let postgres: Awaited<ReturnType<typeof freshPostgres>>;
    let a: Instance;
    let b: Instance;
    const readers: EventStreamReader[] = [];
    // A channel of this run's own: another run on the same Redis never wakes these streams.
    const redisChannel = `phonehaat:user-events:test-${randomUUID()}`;
    const open = async (instance: Instance, person: Person, lastEventId?: number) => {
      const reader = await openEventStream(instance.base, {
        token: person.token,
        ...(lastEventId !== undefined && { lastEventId }),
      });
      readers.push(reader);
      expect(reader.status).toBe(200);
      return reader;
    };
    const seqs = (reader: EventStreamReader) => reader.events.map((event) => Number(event.id));

    const startInstance = async (): Promise<Instance> => {
      const database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 5 });
      const app = await buildApp({
        env: loadEnv({
          NODE_ENV: 'test',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
          ORDER_TIMERS: 'false',
          NOTIFICATION_DELIVERY: 'false',
          AUTH_RATE_LIMIT_MAX: '10000',
          PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
          REALTIME_HEARTBEAT_MS: '120000',
          ...(mode === 'Redis' && { REDIS_URL: REDIS_URL!, REALTIME_REDIS_CHANNEL: redisChannel }),
        }),
        database,
        authSecret: 'test-secret-'.padEnd(40, 'x'),
        logger: false,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, database, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
    };

    /** Signs up through instance A; the session is the shared database's, so B knows the token too. */
    const signUp = async (): Promise<Person> => {
      const email = `rt-${randomUUID().slice(0, 8)}@example.com`;
      const name = `Person ${email.slice(3, 11)}`;
      const response = await a.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name, email, password: TEST_PASSWORD, image: 'https://example.com/me.png' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { user } = response.json<{ user: { id: string } }>();
      await a.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      return { id: user.id, name, email, token: String(response.headers['set-auth-token']) };
    };

    /** Commits message events for `person` through instance A's own pool, as its message route does. */
    const writeThroughA = (person: Person, count: number) =>
      a.database.db.transaction((tx) =>
        recordUserEvents(
          tx,
          new Date(),
          Array.from({ length: count }, (_, index) => ({
            userId: person.id,
            kind: 'message' as const,
            data: { messageId: `m-${index}` },
          })),
        ),
      );

    const listeningBackends = async () => {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()",
        );
        return rows.map((row) => row.pid);
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      postgres = await freshPostgres();
      a = await startInstance();
      b = await startInstance();
    });
    afterAll(async () => {
      for (const reader of readers) reader.close();
      for (const instance of [a, b]) {
        await instance?.app.close();
        await instance?.database.close();
      }
      await postgres?.drop();
    });

    it('events written through A (as a message is) reach a browser signed in on B, and a reconnect from its last event gets the missed ones once', async () => {
      const person = await signUp();
      const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
      try {
        const page = await browser.newPage();
        await page.goto(`${b.base}/api/health`);
        // Signed in as a browser is: Better Auth's session cookie, which is how an EventSource is let in.
        const signedIn = await page.evaluate(
          async ({ email, password }) =>
            (
              await fetch('/api/auth/sign-in/email', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email, password }),
              })
            ).status,
          { email: person.email, password: TEST_PASSWORD },
        );
        expect(signedIn).toBe(200);
        const listen = (url: string) =>
          page.evaluate(
            (address) =>
              new Promise<void>((resolve, reject) => {
                const seen: number[] = [];
                Object.assign(globalThis, { seen, stream: new EventSource(address) });
                const stream = (globalThis as unknown as { stream: EventSource }).stream;
                stream.addEventListener('message', (event) => seen.push(Number((event as MessageEvent).lastEventId)));
                stream.addEventListener('open', () => resolve());
                stream.addEventListener('error', () => reject(new Error('the stream failed')));
              }),
            url,
          );
        const seen = () => page.evaluate(() => (globalThis as unknown as { seen: number[] }).seen);

        await listen('/api/events');
        await writeThroughA(person, 2);
        await expect.poll(seen, { timeout: 5_000 }).toEqual([1, 2]);

        // The page goes away; two more are written meanwhile; it comes back from the last it saw.
        await page.evaluate(() => (globalThis as unknown as { stream: EventSource }).stream.close());
        await writeThroughA(person, 2);
        await listen('/api/events?lastEventId=2');
        await writeThroughA(person, 1);
        await expect.poll(seen, { timeout: 5_000 }).toEqual([3, 4, 5]);
      } finally {
        await browser.close();
      }
    });

    it(`listens to the database ${mode === 'LISTEN' ? 'once an instance' : 'nowhere: Redis carries the signal'}`, async () => {
      expect(await listeningBackends()).toHaveLength(mode === 'LISTEN' ? 2 : 0);
    });

    it('sends an event written through instance A to a stream open on instance B', async () => {
      const person = await signUp();
      const onB = await open(b, person);
      await writeThroughA(person, 1);
      await onB.waitForEvents(1);
      expect(onB.events).toEqual([{ id: '1', event: 'message', data: JSON.stringify({ messageId: 'm-0' }) }]);
    });

    it("sends an event to the person's streams on both instances, once each", async () => {
      const person = await signUp();
      const [onA, onB] = [await open(a, person), await open(b, person)];
      await writeThroughA(person, 2);
      await Promise.all([onA.waitForEvents(2), onB.waitForEvents(2)]);
      await writeThroughA(person, 1);
      await Promise.all([onA.waitForEvents(3), onB.waitForEvents(3)]);
      expect(seqs(onA)).toEqual([1, 2, 3]);
      expect(seqs(onB)).toEqual([1, 2, 3]);
    });

    it("sends a booking made through A's API to the seller's stream on B, as a notification", async () => {
      const [seller, buyer] = await Promise.all([signUp(), signUp()]);
      const product = await makeProduct(a.database.db, seller, await makeCategory(a.database.db));
      const onB = await open(b, seller);
      const booked = await a.app.inject({
        method: 'POST',
        url: '/api/bookingProduct',
        headers: { authorization: `Bearer ${buyer.token}` },
        payload: { productId: product.id, pickUpLocation: 'Gulshan 2', phone: '01811111111' },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const [event] = await onB.waitForEvents(1);
      expect(event!.event).toBe('notification');
    });

    it('replays to a reconnect on B, with its Last-Event-ID, what was written through A meanwhile, none twice', async () => {
      const person = await signUp();
      const first = await open(b, person);
      await writeThroughA(person, 2);
      await first.waitForEvents(2);
      first.close();

      await writeThroughA(person, 3);
      const again = await open(b, person, Number(first.lastEventId));
      await again.waitForEvents(3);
      await writeThroughA(person, 1);
      await again.waitForEvents(4);
      expect(seqs(first)).toEqual([1, 2]);
      expect(seqs(again)).toEqual([3, 4, 5, 6]);
    });

    // Only LISTEN has a connection of its own to cut here: Redis's subscribers share the test server with
    // every other file's (a `CLIENT KILL TYPE pubsub` would cut theirs too).
    if (mode === 'LISTEN')
      it("keeps delivering after B's listening connection is cut", async () => {
        const person = await signUp();
        const onB = await open(b, person);
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        try {
          const cut = await listeningBackends();
          for (const pid of cut) await client.query('select pg_terminate_backend($1)', [pid]);
          // Both listeners connect again (after 250 ms), each on a new backend.
          await expect
            .poll(async () => (await listeningBackends()).filter((pid) => !cut.includes(pid)).length, { timeout: 10_000 })
            .toBe(2);
        } finally {
          await client.end();
        }
        await writeThroughA(person, 1);
        await onB.waitForEvents(1);
        expect(seqs(onB)).toEqual([1]);
      });
  });
});
