import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEventCounters, userEvents } from '../../src/db/schema/index.ts';
import { notify } from '../../src/services/notifications/notify.ts';
import { EventStream } from '../../src/services/realtime/event-stream.ts';
import { recordUserEvents } from '../../src/services/realtime/user-events.ts';
import { sweepOrderTimers } from '../../src/services/timers/sweep-order-timers.ts';
import { openEventStream, type EventStreamReader } from '../support/event-stream-reader.ts';
import { createTestApp, databaseKinds, TEST_PASSWORD, type Actor, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 3600_000;

/** A test app listening on a loopback port, since a stream must be read as it arrives (inject waits for the end). */
async function listening(
  kind: (typeof databaseKinds)[number],
  env: Record<string, string>,
): Promise<{ t: TestApp; base: string }> {
  const t = await createTestApp(kind, env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

describe.each(databaseKinds)('GET /api/events on %s', (kind) => {
  let t: TestApp;
  let base: string;
  const readers: EventStreamReader[] = [];
  const open = async (actor: Actor | undefined, options: Parameters<typeof openEventStream>[1] = {}) => {
    const reader = await openEventStream(base, { ...options, ...(actor && { token: actor.token }) });
    readers.push(reader);
    return reader;
  };
  /** Commits `count` message events for `userId`, as a sent message does. */
  const record = (userId: string, count = 1, label = 'm') =>
    t.database.db.transaction((tx) =>
      recordUserEvents(
        tx,
        new Date(),
        Array.from({ length: count }, (_, index) => ({
          userId,
          kind: 'message' as const,
          data: { messageId: `${label}-${index}` },
        })),
      ),
    );
  const seqs = (reader: EventStreamReader) => reader.events.map((event) => Number(event.id));

  beforeAll(async () => {
    // A long heartbeat: every event here must come by its announcement, not by the heartbeat's look at the table.
    ({ t, base } = await listening(kind, { REALTIME_HEARTBEAT_MS: '120000', REALTIME_MAX_STREAMS_PER_USER: '3' }));
  });
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.close();
  });
  afterAll(() => t.close());

  it('answers 401 in JSON without a signed-in person', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const reader = await open(undefined);
    expect(reader.status).toBe(401);
    expect(reader.headers['content-type']).toMatch(/^application\/json/);
  });

  it("takes a browser's session cookie, as an EventSource sends no Authorization header", async () => {
    const person = await t.signUp();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((line) => String(line).split(';')[0])
      .join('; ');
    const reader = await open(undefined, { headers: { cookie } });
    expect(reader.status).toBe(200);
    await record(person.id, 1);
    expect(await reader.waitForEvents(1)).toMatchObject([{ id: '1', event: 'message' }]);
  });

  it('refuses a Last-Event-ID that is not an event number', async () => {
    const person = await t.signUp();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { ...person.auth, 'last-event-id': 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/events?lastEventId=-1', headers: person.auth })).statusCode).toBe(400);
  });

  it('streams uncompressed and unstored, and sends an event committed after connecting, and nothing older', async () => {
    const person = await t.signUp();
    await record(person.id, 2, 'before');
    const reader = await open(person, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(reader.status).toBe(200);
    expect(reader.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(reader.headers['cache-control']).toBe('no-store');
    expect(reader.headers['x-accel-buffering']).toBe('no');
    expect(reader.headers['content-encoding']).toBeUndefined();
    expect(reader.headers['etag']).toBeUndefined();
    // The app's security headers are kept.
    expect(reader.headers['x-content-type-options']).toBe('nosniff');

    await record(person.id, 1, 'after');
    const [event] = await reader.waitForEvents(1);
    expect(event).toEqual({ id: '3', event: 'message', data: JSON.stringify({ messageId: 'after-0' }) });
    expect(reader.retry).toBeGreaterThanOrEqual(2_000);
  });

  it('replays what a reconnect missed after its Last-Event-ID, in order and none twice, then follows', async () => {
    const person = await t.signUp();
    const first = await open(person);
    await record(person.id, 2);
    await first.waitForEvents(2);
    expect(seqs(first)).toEqual([1, 2]);
    first.close();

    await record(person.id, 3);
    const again = await open(person, { lastEventId: 2 });
    await again.waitForEvents(3);
    await record(person.id, 1);
    await again.waitForEvents(4);
    expect(seqs(again)).toEqual([3, 4, 5, 6]);

    // The query form, for a client that cannot set the header; the header wins when both are sent.
    const byQuery = await open(person, { query: '?lastEventId=4' });
    const both = await open(person, { query: '?lastEventId=1', lastEventId: 5 });
    await byQuery.waitForEvents(2);
    await both.waitForEvents(1);
    await record(person.id, 1);
    await byQuery.waitForEvents(3);
    await both.waitForEvents(2);
    expect(seqs(byQuery)).toEqual([5, 6, 7]);
    expect(seqs(both)).toEqual([6, 7]);
  });

  it('gives a first connection its starting number, so a reconnect before any event misses nothing', async () => {
    const person = await t.signUp();
    await record(person.id, 2);
    const first = await open(person);
    // `id:` without data: the browser keeps it as its last event id, and no event is dispatched.
    await expect.poll(() => first.lastEventId).toBe('2');
    expect(first.events).toEqual([]);
    first.close();

    await record(person.id, 2, 'while-away');
    const again = await open(person, { lastEventId: Number(first.lastEventId) });
    await again.waitForEvents(2);
    expect(again.events.map((event) => [event.id, event.data])).toEqual([
      ['3', JSON.stringify({ messageId: 'while-away-0' })],
      ['4', JSON.stringify({ messageId: 'while-away-1' })],
    ]);
  });

  it('numbers each person’s events without a gap when many transactions write for the same people at once', async () => {
    const [one, two] = await Promise.all([t.signUp(), t.signUp()]);
    const reader = await open(one);
    // Twenty transactions, each for both people, half of them naming them in the other order.
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.database.db.transaction((tx) =>
          recordUserEvents(
            tx,
            new Date(),
            (index % 2 === 0 ? [one, two] : [two, one]).map((person) => ({ userId: person.id, kind: 'read' as const, data: {} })),
          ),
        ),
      ),
    );
    await reader.waitForEvents(20);
    expect(seqs(reader)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const rows = await t.database.db.select({ seq: userEvents.seq }).from(userEvents).where(eq(userEvents.userId, two.id));
    expect(rows.map((row) => row.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('sends a notification written by notify() as a `notification` event', async () => {
    const person = await t.signUp();
    const reader = await open(person);
    await t.database.db.transaction((tx) =>
      notify(tx, new Date(), [
        {
          userId: person.id,
          kind: 'booking_accepted',
          params: { product: 'Pixel 7' },
          link: '/dashboard/orders',
          event: `test:${person.id}`,
        },
      ]),
    );
    const [event] = await reader.waitForEvents(1);
    expect(event!.event).toBe('notification');
    expect(JSON.parse(event!.data)).toEqual({ notificationId: expect.any(String) });
  });

  it("never sends another person's events, nor those of a transaction that rolled back", async () => {
    const [person, other] = await Promise.all([t.signUp(), t.signUp()]);
    const reader = await open(person);
    await record(other.id, 2, 'other');
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordUserEvents(tx, new Date(), [{ userId: person.id, kind: 'message', data: { messageId: 'rolled-back' } }]);
        throw new Error('the message failed');
      }),
    ).rejects.toThrow('the message failed');
    await record(person.id, 1, 'kept');
    // Events come in order: had anything else been sent, it would be first.
    const [event] = await reader.waitForEvents(1);
    expect(event).toMatchObject({ id: '1', data: JSON.stringify({ messageId: 'kept-0' }) });
    expect(reader.events).toHaveLength(1);
  });

  it('keeps at most REALTIME_MAX_STREAMS_PER_USER streams a person, and frees a place when one closes', async () => {
    const person = await t.signUp();
    const streams = await Promise.all([open(person), open(person), open(person)]);
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const refused = await open(person);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    streams[0]!.close();
    await expect.poll(async () => (await open(person)).status).toBe(200);
  });

  it('reads nothing for a stream whose client is not reading, catches up once it drains, and drops it when it stays stuck', async () => {
    const person = await t.signUp();
    // A socket whose buffer is full after one write, read only when the test says so.
    const socket = new PassThrough({ highWaterMark: 1 });
    const written = () => String(socket.read() ?? '');
    let closed = false;
    // Counts the stream's reads of the table (each starts with a `select`, before its first await).
    let reads = 0;
    const db = new Proxy(t.database.db, {
      get: (target, key, receiver) => {
        if (key === 'select') reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const stream = new EventStream(
      person.id,
      socket,
      db,
      (error) => expect.fail(String(error)),
      () => (closed = true),
    );
    await stream.position(undefined);
    stream.begin();

    await record(person.id, 2, 'first');
    stream.wake(2);
    await expect.poll(() => socket.writableLength).toBeGreaterThan(0);
    expect(socket.writableNeedDrain).toBe(true);
    await record(person.id, 3, 'second');
    // Announced while the socket is full: dropped, nothing read, nothing more queued.
    const [readsBefore, queuedBefore] = [reads, socket.writableLength];
    stream.wake(5);
    stream.heartbeat();
    expect([reads, socket.writableLength]).toEqual([readsBefore, queuedBefore]);

    // The client reads: the stream catches up from the table (3, 4, 5) without being woken again.
    let text = written();
    expect(text).toContain('id: 1\n');
    expect(text).toContain('id: 2\n');
    await expect.poll(() => (text += written())).toContain('id: 5\n');
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]))).toEqual([1, 2, 3, 4, 5]);

    // Stuck for three heartbeats: the connection is dropped and the stream leaves its hub.
    await record(person.id, 1, 'third');
    stream.wake(6);
    await expect.poll(() => socket.writableNeedDrain).toBe(true);
    for (let beat = 0; beat < 3; beat += 1) stream.heartbeat();
    expect(closed).toBe(true);
    expect(socket.destroyed).toBe(true);
  });

  it('deletes events older than a week in the order timers’ sweep', async () => {
    const person = await t.signUp();
    const now = new Date();
    await t.database.db.transaction(async (tx) => {
      await recordUserEvents(tx, new Date(now.getTime() - 8 * DAY), [{ userId: person.id, kind: 'read', data: {} }]);
      await recordUserEvents(tx, new Date(now.getTime() - 6 * DAY), [{ userId: person.id, kind: 'read', data: {} }]);
    });
    await sweepOrderTimers(t.database.db, t.app.catalogueChanged, [], now, t.app.log);
    const kept = await t.database.db.select({ seq: userEvents.seq }).from(userEvents).where(eq(userEvents.userId, person.id));
    expect(kept).toEqual([{ seq: 2 }]);
  });
});

describe.each(databaseKinds)('real-time streams that lose an announcement, fill up or close on %s', (kind) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    // The shortest request timeout: a stream outlives it (it bounds receiving a request, not answering one).
    ({ t, base } = await listening(kind, {
      REALTIME_HEARTBEAT_MS: '150',
      REALTIME_MAX_STREAMS: '2',
      REQUEST_TIMEOUT_MS: '1000',
    }));
  });
  afterAll(() => t.close());

  it('sends heartbeat comments past the request timeout, and an event whose announcement never came at the next heartbeat', async () => {
    const person = await t.signUp();
    const reader = await openEventStream(base, { token: person.token });
    try {
      // 15 heartbeats of 150 ms: open for longer than REQUEST_TIMEOUT_MS.
      await reader.waitForComments(15);
      // Rows written without their announcement, as when a Redis publish is lost.
      await t.database.db.transaction(async (tx) => {
        await tx.insert(userEventCounters).values({ userId: person.id, seq: 1 });
        await tx
          .insert(userEvents)
          .values({ userId: person.id, seq: 1, kind: 'read', data: { conversationId: 'c-1' }, createdAt: new Date() });
      });
      const [event] = await reader.waitForEvents(1);
      expect(event).toEqual({ id: '1', event: 'read', data: JSON.stringify({ conversationId: 'c-1' }) });
    } finally {
      reader.close();
    }
  });

  it('answers 503 beyond REALTIME_MAX_STREAMS on this instance, and ends every stream when the app closes', async () => {
    const [one, two, three] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    const streams = [
      await openEventStream(base, { token: one.token, keepAlive: true }),
      await openEventStream(base, { token: two.token, keepAlive: true }),
    ];
    const refused = await openEventStream(base, { token: three.token });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'UNAVAILABLE' });

    const closing = Date.now();
    await t.app.close();
    await Promise.all(streams.map((stream) => stream.ended));
    // Closing did not wait for the browsers to leave.
    expect(Date.now() - closing).toBeLessThan(2_000);
  });
});
