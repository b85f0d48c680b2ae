import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorCodes } from '@phonehaat/contract';
import { demoPassword, demoPeople } from '../../src/cli/seed/catalogue.ts';
import { ORDER_TIMERS_QUEUE } from '../../src/plugins/order-timers.ts';
import { startCluster, type Cluster } from '../support/cluster.ts';
import { waitFor } from '../support/wait-for.ts';
import { productBody } from '../support/factories.ts';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';

/**
 * Issue 41's cluster tests, on the loopback topology `npm run cluster` starts (test/support/cluster.ts):
 * three web instances and a worker of the built server behind nginx, a PostgreSQL primary and a streaming
 * replica of their own, Redis and an S3-compatible bucket (s3rver). Every instance starts at the same
 * moment on an empty database, as an orchestrator starts them when nobody ran `npm run migrate`.
 */

interface Answer {
  status: number;
  text: string;
  headers: Headers;
  json: <T>() => T;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
  idempotencyKey?: string;
  timeoutMs?: number;
}

const migrationsJournal = path.resolve(import.meta.dirname, '../../src/db/migrations/meta/_journal.json');

describe('the loopback cluster: three web instances, a worker, a replica, Redis and a bucket behind nginx', () => {
  let cluster: Cluster;
  // Pools, not clients: a pooled connection the PostgreSQL restart below ends is replaced, not thrown at the test.
  let primary: pg.Pool;
  let replica: pg.Pool;
  // Where the worker's notification emails go (SMTP_URL): production sends no email without it.
  let mail: SmtpCapture;

  // Cookies an answer sets for a signed-in person (a read-your-writes marker, say) go back with their next requests.
  const cookies = new Map<string, Map<string, string>>();
  const call = async (base: string, method: string, url: string, options: CallOptions = {}): Promise<Answer> => {
    const jar = options.token ? cookies.get(options.token) : undefined;
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        origin: cluster.url,
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...(jar?.size && { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }),
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(options.idempotencyKey && { 'idempotency-key': options.idempotencyKey }),
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
      ...(options.form && { body: options.form }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    if (options.token) {
      for (const line of response.headers.getSetCookie()) {
        const [name, value] = line.split(';')[0]!.split('=') as [string, string];
        const own = cookies.get(options.token) ?? new Map<string, string>();
        own.set(name.trim(), value ?? '');
        cookies.set(options.token, own);
      }
    }
    return { status: response.status, text, headers: response.headers, json: <T>() => JSON.parse(text) as T };
  };
  const signIn = async (base: string, email: string) => {
    const answer = await call(base, 'POST', '/auth/sign-in/email', { body: { email, password: demoPassword } });
    expect(answer.status, answer.text).toBe(200);
    return answer.headers.get('set-auth-token')!;
  };

  beforeAll(async () => {
    mail = await startSmtpCapture();
    cluster = await startCluster({
      serverBundleDir: inject('serverBundleDir'),
      webInstances: 3,
      migrateFirst: false,
      env: {
        // Startup lines (migrations, the seed) are read below; request lines are not needed.
        LOG_LEVEL: 'info',
        // What a read answers must come from a database, not from an instance's memory.
        CATALOGUE_CACHE_TTL_MS: '0',
        // The replica stays in use while its replay is paused below for a few seconds.
        REPLICA_MAX_LAG_SECONDS: '120',
        SMTP_URL: mail.url,
      },
    });
    primary = new pg.Pool({ connectionString: cluster.primary.url(), max: 2 });
    replica = new pg.Pool({ connectionString: cluster.replica.url(), max: 2 });
    for (const pool of [primary, replica]) pool.on('error', () => {});
  }, 150_000);

  afterAll(async () => {
    await Promise.all([primary?.end(), replica?.end()]);
    await cluster?.stop();
    await mail?.close();
  }, 60_000);

  it('starts every instance at the same moment on an empty database: all healthy, migrations applied once, the demo seeded once', async () => {
    for (const instance of [...cluster.webs, cluster.worker]) {
      expect(instance.process().running(), instance.name).toBe(true);
      const live = await call(instance.base, 'GET', '/health/live');
      expect(live.status, `${instance.name}: ${live.text}`).toBe(200);
    }
    for (const web of cluster.webs) expect((await call(web.base, 'GET', '/health/ready')).status, web.name).toBe(200);
    expect((await call(cluster.url, 'GET', '/health')).status).toBe(200);

    const journal = JSON.parse(readFileSync(migrationsJournal, 'utf8')) as { entries: unknown[] };
    const applied = await primary.query<{ total: number; distinct: number }>(
      'select count(*)::int as total, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]).toEqual({ total: journal.entries.length, distinct: journal.entries.length });

    const demoAccounts = await primary.query<{ email: string }>('select email from users where email = any($1)', [
      demoPeople.map((person) => person.email),
    ]);
    expect(demoAccounts.rows).toHaveLength(demoPeople.length);
    const seededBy = [...cluster.webs, cluster.worker].filter((instance) =>
      instance.process().output().includes('demo data seeded'),
    );
    expect(
      seededBy.map((instance) => instance.name),
      cluster.output(),
    ).toHaveLength(1);
    // Each demo seller's listings once: a second seed would have listed them again.
    const twice = await primary.query(
      `select p.seller_id, p.product_name, count(*) from products p join users u on u.id = p.seller_id
        where u.email = any($1) group by 1, 2 having count(*) > 1`,
      [demoPeople.map((person) => person.email)],
    );
    expect(twice.rows).toEqual([]);
  });

  describe('a listing written through one instance', () => {
    let sellerToken: string;
    let productId: string;
    let photoUrl: string;

    it('has its photo, uploaded through one instance, served by every other (the bucket, not a disk)', async () => {
      const [first, second, third] = cluster.webs as [Cluster['webs'][0], Cluster['webs'][0], Cluster['webs'][0]];
      sellerToken = await signIn(first.base, 'rahim.seller@phonehaat.test');
      const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'phone.jpg');
      const uploaded = await call(first.base, 'POST', '/images', { token: sellerToken, form });
      expect(uploaded.status, uploaded.text).toBe(200);
      const { data } = uploaded.json<{ data: { url: string; variants: { url: string; width: number }[] } }>();
      photoUrl = data.url;
      expect(photoUrl.startsWith(`${cluster.s3.publicUrl}/`)).toBe(true);
      const photo = await fetch(photoUrl);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');

      // Another instance accepts it as one of the site's own photos…
      const categories = (await call(second.base, 'GET', '/productsCategories')).json<{ _id: string }[]>();
      const listed = await call(second.base, 'POST', '/allProducts', {
        token: sellerToken,
        body: productBody(categories[0]!._id, {
          image: photoUrl,
          photos: [photoUrl],
          productName: `Cluster phone ${randomUUID().slice(0, 8)}`,
        }),
        idempotencyKey: randomUUID(),
      });
      expect(listed.status, listed.text).toBe(201);
      productId = listed.json<{ insertedId: string }>().insertedId;
      // …and a third reads its bytes back from the bucket for the link preview.
      const preview = await fetch(`${third.base}/og/products/${productId}.jpg`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/jpeg');
      const rendered = await sharp(Buffer.from(await preview.arrayBuffer())).stats();
      // Teal (#0f766e), not the placeholder a missing photo gets: green and blue well above red.
      expect(rendered.channels[1]!.mean).toBeGreaterThan(rendered.channels[0]!.mean + 40);
    });

    it('is read from the replica once it has caught up, while its writer reads their own write from the primary at once', async () => {
      const [first, second, third] = cluster.webs as [Cluster['webs'][0], Cluster['webs'][0], Cluster['webs'][0]];
      await waitFor(
        async () => (await replica.query('select 1 from products where id = $1', [productId])).rowCount === 1,
        20_000,
        'the replica to replay the new listing',
      );
      const before = (await call(third.base, 'GET', `/products/${productId}`)).json<{ selling: number }>();

      // The replica stops replaying: only it still has the old price, so an answer with the old price came from it.
      await replica.query('select pg_wal_replay_pause()');
      try {
        const edited = await call(first.base, 'PATCH', `/products/${productId}`, {
          token: sellerToken,
          body: { selling: before.selling - 1000 },
          idempotencyKey: randomUUID(),
        });
        expect(edited.status, edited.text).toBe(200);
        const [stillOld, own] = await Promise.all([
          call(second.base, 'GET', `/products/${productId}`),
          call(third.base, 'GET', `/products/${productId}`, { token: sellerToken }),
        ]);
        expect(stillOld.json<{ selling: number }>().selling, 'an anonymous read is served by the replica').toBe(before.selling);
        expect(own.json<{ selling: number }>().selling, 'the writer reads their own write').toBe(before.selling - 1000);
      } finally {
        await replica.query('select pg_wal_replay_resume()');
      }
      await waitFor(
        async () =>
          (await call(second.base, 'GET', `/products/${productId}`)).json<{ selling: number }>().selling ===
          before.selling - 1000,
        20_000,
        'the replica to catch up with the new price',
      );
    });
  });
  describe('operations under a steady mix of reads and writes through nginx', () => {
    const buyerEmails = ['buyer@phonehaat.test', 'arif.buyer@phonehaat.test', 'mithila.buyer@phonehaat.test'];
    let buyers: string[];
    let productIds: string[];

    interface Traffic {
      stop: () => Promise<void>;
      /** Requests that failed after every retry: a status of 0 is no answer at all. */
      failures: string[];
      /** Bookings acknowledged with 201, by id. */
      acknowledged: string[];
      /** Bookings whose removal was acknowledged. */
      deleted: string[];
      requests: number;
      /** Answers that needed more than one attempt (the client retried with the same key). */
      retried: number;
      slowest: { ms: number; what: string };
      /** Writes whose Idempotency-Key an instance killed mid-request still holds (traffic started with `kills`). */
      stranded: { method: 'POST' | 'DELETE'; key: string; buyer: number; productId: string }[];
    }

    /** A client of this test: an answer of no connection, 502, 503 or 504 is tried again, a write with its Idempotency-Key. */
    const patiently = async (traffic: Traffic, method: string, url: string, options: CallOptions) => {
      for (let attempt = 1; ; attempt += 1) {
        const started = Date.now();
        const answer = await call(cluster.url, method, url, options).catch((error: unknown) => ({
          status: 0,
          text: String(error),
          headers: new Headers(),
          json: <T>() => ({}) as T,
        }));
        traffic.requests += 1;
        const ms = Date.now() - started;
        if (ms > traffic.slowest.ms) traffic.slowest = { ms, what: `${method} ${url} ${answer.status}` };
        if (![0, 502, 503, 504].includes(answer.status)) {
          if (attempt > 1) traffic.retried += 1;
          return { ...answer, attempts: attempt };
        }
        if (attempt === 20) {
          traffic.failures.push(`${method} ${url}: ${answer.status} ${answer.text.slice(0, 200)}`);
          return { ...answer, attempts: attempt };
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    /**
     * Each buyer reads the catalogue, books a phone and takes the booking back (DELETE), again and again:
     * two writes a round, each with its own Idempotency-Key, and no end of phones to book.
     */
    const startTraffic = ({ kills = false } = {}): Traffic => {
      /**
       * With kills: a write answered 409 IDEMPOTENCY_KEY_IN_USE found its key claimed by the instance killed while
       * carrying it out; the claim is taken over only after its lease (a minute), so the write is left stranded, checked
       * apart. That can be the client's first attempt: nginx passes a DELETE (a method HTTP calls idempotent) to the next
       * instance itself when the connection breaks, never a POST. Keys are new for each write, so nothing else meets one.
       */
      const stranded = (answer: { status: number; text: string; attempts: number }) =>
        kills && answer.status === 409 && answer.text.includes(errorCodes.idempotencyKeyInUse);
      const traffic: Traffic = {
        stop: async () => {},
        failures: [],
        acknowledged: [],
        deleted: [],
        requests: 0,
        retried: 0,
        slowest: { ms: 0, what: '' },
        stranded: [],
      };
      let running = true;
      const loops = buyers.map(async (token, index) => {
        for (let round = 0; running; round += 1) {
          // Steady, not flat out: a restarting instance needs the machine's cores to start.
          await new Promise((resolve) => setTimeout(resolve, 150));
          const read = await patiently(traffic, 'GET', `/allProducts?limit=12&page=${(round % 3) + 1}`, {});
          if (read.status !== 200) traffic.failures.push(`GET /allProducts: ${read.status}`);
          const productId = productIds[(index * 7 + round) % productIds.length]!;
          const bookingKey = randomUUID();
          const booked = await patiently(traffic, 'POST', '/bookingProduct', {
            token,
            body: { productId, pickUpLocation: 'Banani', phone: '01900000000' },
            idempotencyKey: bookingKey,
          });
          // A refusal on the first attempt is the shop's answer (a demo booking of the same phone); after a retry it is a lost answer.
          if (booked.status !== 201) {
            if (stranded(booked)) traffic.stranded.push({ method: 'POST', key: bookingKey, buyer: index, productId });
            else if (booked.status >= 500 || booked.attempts > 1)
              traffic.failures.push(
                `POST /bookingProduct (attempt ${booked.attempts}): ${booked.status} ${booked.text.slice(0, 200)}`,
              );
            continue;
          }
          const id = booked.json<{ insertedId: string }>().insertedId;
          traffic.acknowledged.push(id);
          const removalKey = randomUUID();
          const removed = await patiently(traffic, 'DELETE', `/bookingsProduct/${id}`, { token, idempotencyKey: removalKey });
          if (removed.status === 200) traffic.deleted.push(id);
          else if (stranded(removed)) traffic.stranded.push({ method: 'DELETE', key: removalKey, buyer: index, productId });
          else
            traffic.failures.push(
              `DELETE /bookingsProduct (attempt ${removed.attempts}): ${removed.status} ${removed.text.slice(0, 200)}`,
            );
        }
      });
      traffic.stop = async () => {
        running = false;
        await Promise.all(loops);
      };
      return traffic;
    };

    const buyersBookings = async () =>
      (
        await primary.query<{ id: string; deleted: boolean }>(
          `select b.id::text as id, b.deleted_at is not null as deleted from bookings b join users u on u.id = b.buyer_id where u.email = any($1)`,
          [buyerEmails],
        )
      ).rows;

    /**
     * Every acknowledged booking is stored, and stored once: the buyers' bookings now are those before the
     * traffic and the acknowledged ones, no more (a retry answered twice would have made one more).
     * Every acknowledged removal happened.
     */
    const expectStoredOnce = async (traffic: Traffic, before: Set<string>) => {
      expect(new Set(traffic.acknowledged).size).toBe(traffic.acknowledged.length);
      const stored = await buyersBookings();
      expect(
        stored
          .map((row) => row.id)
          .filter((id) => !before.has(id))
          .sort(),
      ).toEqual([...traffic.acknowledged].sort());
      const deleted = new Set(stored.filter((row) => row.deleted).map((row) => row.id));
      expect(traffic.deleted.filter((id) => !deleted.has(id))).toEqual([]);
    };

    beforeAll(async () => {
      buyers = await Promise.all(buyerEmails.map((email) => signIn(cluster.url, email)));
      productIds = (await call(cluster.url, 'GET', '/allProducts?limit=100'))
        .json<{ _id: string }[]>()
        .map((product) => product._id);
      expect(productIds.length).toBeGreaterThan(10);
    }, 30_000);

    it('restarts every web instance in turn: no request fails when clients retry with their keys, each acknowledged booking stored once', async () => {
      const before = new Set((await buyersBookings()).map((row) => row.id));
      const traffic = startTraffic();
      try {
        await waitFor(
          () => traffic.acknowledged.length >= 3,
          20_000,
          'bookings before the restarts',
          () => traffic.failures.join('\n'),
        );
        for (const web of cluster.webs) {
          const served = traffic.requests;
          expect(await web.stop('SIGTERM'), `${web.name} drains and exits cleanly`).toBe(0);
          await web.start();
          await waitFor(
            () => traffic.requests > served + 10,
            20_000,
            `requests flowing after ${web.name} restarted`,
            () => traffic.failures.join('\n'),
          );
        }
      } finally {
        await traffic.stop();
      }
      expect(traffic.failures, cluster.output()).toEqual([]);
      expect(traffic.acknowledged.length).toBeGreaterThan(3);
      await expectStoredOnce(traffic, before);
    }, 90_000);

    it('answers within a second of its usual time while Redis is down, sign-in included', async () => {
      const run = async (what: string) => {
        const before = new Set((await buyersBookings()).map((row) => row.id));
        const traffic = startTraffic();
        const started = Date.now();
        await waitFor(
          () => Date.now() - started > 3_000 && traffic.acknowledged.length >= 3,
          20_000,
          `bookings ${what}`,
          () =>
            `${cluster.output().slice(-1500)}\n${JSON.stringify({ ...traffic, acknowledged: traffic.acknowledged.length, deleted: traffic.deleted.length })}`,
        );
        // Sign-in is rate limited through Redis.
        const signInStarted = Date.now();
        await signIn(cluster.url, buyerEmails[0]!);
        const signInMs = Date.now() - signInStarted;
        await traffic.stop();
        expect(traffic.failures, cluster.output()).toEqual([]);
        await expectStoredOnce(traffic, before);
        return { slowest: traffic.slowest, signInMs };
      };
      // The same traffic with Redis up first: on a machine this busy a request may take a while anyway; Redis
      // down may add at most a second to it (without short timeouts it added 5–10 s).
      const usual = await run('with Redis');
      await cluster.redis.stop();
      try {
        const without = await run('without Redis');
        expect(without.slowest.ms, `${without.slowest.what} (usually at most ${usual.slowest.ms} ms)`).toBeLessThan(
          usual.slowest.ms + 1_000,
        );
        expect(without.signInMs).toBeLessThan(usual.signInMs + 1_000);
      } finally {
        await cluster.redis.start();
      }
    }, 60_000);

    it('recovers by itself, every instance and the worker, from a PostgreSQL restart', async () => {
      cluster.primary.stop('fast');
      // The outage lasts until every instance and the worker has met it (503), however long that takes here.
      for (const instance of [...cluster.webs, cluster.worker]) {
        await waitFor(
          async () => (await call(instance.base, 'GET', '/health').catch(() => ({ status: 0 }))).status === 503,
          30_000,
          `${instance.name} to notice PostgreSQL is away`,
          () => instance.process().output(),
        );
      }
      const during = await call(cluster.url, 'GET', '/health');
      expect(during.status).toBe(503);
      cluster.primary.start();
      for (const instance of [...cluster.webs, cluster.worker]) {
        await waitFor(
          async () => (await call(instance.base, 'GET', '/health').catch(() => ({ status: 0 }))).status === 200,
          30_000,
          `${instance.name} to recover`,
          () => instance.process().output(),
        );
        expect(instance.process().running(), instance.name).toBe(true);
      }
      const booked = await call(cluster.url, 'POST', '/bookingProduct', {
        token: buyers[0],
        body: { productId: productIds.at(-1)!, pickUpLocation: 'Banani', phone: '01900000000' },
        idempotencyKey: randomUUID(),
      });
      expect([201, 409]).toContain(booked.status);
    }, 60_000);

    it('survives kill -9 of a web instance and of the worker: requests go on, and the next worker sends what was queued meanwhile, once, and fires the timers', async () => {
      const victim = cluster.webs[2]!;
      const bookerEmail = 'nusrat.seller@phonehaat.test';
      const booker = await signIn(cluster.url, bookerEmail);
      // A listing of another seller that the booker has no open booking of (the traffic's buyers book others' too).
      const {
        rows: [target],
      } = await primary.query<{ id: string; seller: string }>(
        `select p.id::text as id, s.email as seller from products p join users s on s.id = p.seller_id
          where p.id = any($1::uuid[]) and p.status <> 'sold' and p.review_status = 'live' and p.deleted_at is null and s.email <> $2
            and not exists (select 1 from bookings b join users u on u.id = b.buyer_id where b.product_id = p.id and u.email = $2
              and b.deleted_at is null and b.state not in ('declined', 'expired', 'cancelled', 'refunded'))
          limit 1`,
        [productIds, bookerEmail],
      );
      expect(target).toBeDefined();
      const emailDelivery = async (kind: string, orderId: string) =>
        (
          await primary.query<{ id: string; state: string; attempts: number }>(
            `select d.id::text as id, d.state, d.attempts from notification_deliveries d join notifications n on n.id = d.notification_id
              where n.kind = $1 and n.params->>'orderId' = $2 and d.channel = 'email'`,
            [kind, orderId],
          )
        ).rows;

      const before = new Set((await buyersBookings()).map((row) => row.id));
      const traffic = startTraffic({ kills: true });
      let bookingId: string;
      let sweepJob: string | null;
      try {
        await waitFor(
          () => traffic.acknowledged.length >= 2,
          20_000,
          'bookings before the kills',
          () => traffic.failures.join('\n'),
        );
        await Promise.all([victim.stop('SIGKILL'), cluster.worker.stop('SIGKILL')]);
        expect([victim.process().child.signalCode, cluster.worker.process().child.signalCode]).toEqual(['SIGKILL', 'SIGKILL']);

        // With no worker, a booking's notification to the seller waits in the outbox (web instances only write it).
        const booked = await patiently(traffic, 'POST', '/bookingProduct', {
          token: booker,
          body: { productId: target!.id, pickUpLocation: 'Banani', phone: '01900000000' },
          idempotencyKey: randomUUID(),
        });
        expect(booked.status, booked.text).toBe(201);
        bookingId = booked.json<{ insertedId: string }>().insertedId;
        expect(await emailDelivery('booking_made', bookingId)).toEqual([
          { id: expect.any(String), state: 'pending', attempts: 0 },
        ]);

        // A timer due while no worker runs: the cluster's clock cannot move (TEST_CLOCK is refused in production), so the
        // booking's answer window is ended instead. The sweep is queued as the minute's cron (or `sweepNow`) queues it:
        // the cron only queues from a live worker, at most once a minute, which this test cannot wait for.
        const ended = await primary.query(
          `update bookings set due_at = now() - interval '1 second' where id = $1 and state = 'booked'`,
          [bookingId],
        );
        expect(ended.rowCount).toBe(1);
        const boss = new PgBoss({
          db: { executeSql: (text, values) => primary.query(text, values as unknown[]) },
          supervise: false,
          schedule: false,
          migrate: false,
        });
        boss.on('error', () => {});
        await boss.start();
        sweepJob = await boss.send(ORDER_TIMERS_QUEUE, {});
        await boss.stop({ graceful: false, timeout: 1_000 });
        expect(sweepJob).toEqual(expect.any(String));

        const served = traffic.requests;
        await waitFor(
          () => traffic.requests > served + 10,
          20_000,
          `requests flowing without ${victim.name}`,
          () => traffic.failures.join('\n'),
        );
        await Promise.all([victim.start(), cluster.worker.start()]);

        // The new worker relays the outbox, sends the email, and runs the sweep, whose expiry tells the booker.
        const worker = () => cluster.worker.process().output();
        await waitFor(
          async () => (await emailDelivery('booking_made', bookingId))[0]?.state === 'sent',
          20_000,
          'the booking email',
          worker,
        );
        await waitFor(
          async () => (await primary.query('select state from bookings where id = $1', [bookingId])).rows[0]?.state === 'expired',
          20_000,
          'the booking to expire',
          worker,
        );
        await waitFor(
          async () => (await emailDelivery('booking_expired', bookingId))[0]?.state === 'sent',
          20_000,
          'the expiry email',
          worker,
        );
      } finally {
        await traffic.stop();
      }

      // Each email sent once: one attempt, one message with the delivery's Message-ID, to its recipient.
      for (const [kind, to] of [
        ['booking_made', target!.seller],
        ['booking_expired', bookerEmail],
      ] as const) {
        const [delivery] = await emailDelivery(kind, bookingId);
        expect(delivery, kind).toEqual({ id: expect.any(String), state: 'sent', attempts: 1 });
        const received = mail.messages.filter((message) => message.messageId === `<${delivery!.id}@phonehaat.notifications>`);
        expect(
          received.map((message) => message.to),
          kind,
        ).toEqual([[to]]);
      }
      // The sweep queued while no worker ran is run too (the cron's own sweep may have come first and expired the booking).
      await waitFor(
        async () => (await primary.query('select state from pgboss.job where id = $1', [sweepJob])).rows[0]?.state === 'completed',
        20_000,
        'the sweep queued while the worker was dead',
        () => cluster.worker.process().output(),
      );

      // Requests went on through the others. A write the killed instance was carrying out keeps its key claimed (409 to
      // its retries until the claim's lease passes): at most one per buyer, each an unanswered claim.
      expect(traffic.failures, cluster.output()).toEqual([]);
      expect(traffic.stranded.length).toBeLessThanOrEqual(buyers.length);
      for (const write of traffic.stranded) {
        const claim = await primary.query('select status from idempotency_keys where key = $1', [write.key]);
        expect(claim.rows, JSON.stringify(write)).toEqual([{ status: null }]);
      }
      // Every acknowledged booking stored once; beyond them only a stranded POST's booking (committed, answer lost), once.
      const stored = (
        await primary.query<{ id: string; deleted: boolean; pair: string }>(
          `select b.id::text as id, b.deleted_at is not null as deleted, u.email || ' ' || b.product_id as pair
            from bookings b join users u on u.id = b.buyer_id where u.email = any($1)`,
          [buyerEmails],
        )
      ).rows.filter((row) => !before.has(row.id));
      const acknowledged = new Set(traffic.acknowledged);
      expect(acknowledged.size).toBe(traffic.acknowledged.length);
      expect(
        stored
          .filter((row) => acknowledged.has(row.id))
          .map((row) => row.id)
          .sort(),
      ).toEqual([...acknowledged].sort());
      const strandedPairs = traffic.stranded
        .filter((write) => write.method === 'POST')
        .map((write) => `${buyerEmails[write.buyer]} ${write.productId}`);
      const unanswered = stored.filter((row) => !acknowledged.has(row.id)).map((row) => row.pair);
      expect(unanswered.filter((pair) => !strandedPairs.includes(pair))).toEqual([]);
      expect(new Set(unanswered).size).toBe(unanswered.length);
      const deleted = new Set(stored.filter((row) => row.deleted).map((row) => row.id));
      expect(traffic.deleted.filter((id) => !deleted.has(id))).toEqual([]);
      expect(traffic.acknowledged.length).toBeGreaterThanOrEqual(2);
      for (const instance of [...cluster.webs, cluster.worker]) expect(instance.process().running(), instance.name).toBe(true);
    }, 60_000);
  });
});
