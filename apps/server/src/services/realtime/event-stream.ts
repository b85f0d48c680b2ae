import type { Writable } from 'node:stream';
import type { UserEvent } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { latestUserEventSeqs, userEventsAfter } from './read-user-events.ts';

/** Events read (and written) at a time; a stream further behind reads again at once. */
const BATCH = 500;
/** Heartbeats a stream may stay unable to write before it is taken for a dead client and closed. */
const BLOCKED_HEARTBEATS = 3;

/** One Server-Sent Events frame (`id:` is the event's number, what `Last-Event-ID` sends back). */
export const eventFrame = (event: UserEvent) => `id: ${event.seq}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * One open real-time stream of one person. It holds no events, only the number of the last one it
 * wrote: a wake-up (an announcement, a heartbeat) makes it read the table after that number and write
 * what it finds, so a wake-up lost or repeated changes nothing but latency. While the socket cannot take
 * more (a slow client), wake-ups are dropped and the stream reads again when it drains.
 */
export class EventStream {
  /** The number of the last event written (or to start after); undefined until `position`. */
  private sent: number | undefined;
  /** The person's latest event when the stream was positioned. */
  private latest = 0;
  /** Writing to the response has begun (its head is sent). */
  private begun = false;
  private reading = false;
  private again = false;
  private waitingForDrain = false;
  private blockedHeartbeats = 0;
  private ended = false;

  constructor(
    readonly userId: string,
    private readonly out: Writable,
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
    private readonly onClose: (stream: EventStream) => void,
  ) {}

  /**
   * Decides where the stream starts, before its response's head is sent (so that anything committed
   * after the client got the head is sent): after `lastEventId` (a reconnect's) or, on a first
   * connection, after the person's latest event — nothing old is sent. A `lastEventId` beyond the latest
   * (a number from a database since restored) starts at the latest. Answers that number.
   */
  async position(lastEventId: number | undefined): Promise<number> {
    this.latest = (await latestUserEventSeqs(this.db, [this.userId])).get(this.userId) ?? 0;
    this.sent = lastEventId === undefined ? this.latest : Math.min(lastEventId, this.latest);
    return this.sent;
  }

  /** The head is sent: writes what a reconnect missed and whatever was announced meanwhile, then follows. */
  begin(): void {
    this.begun = true;
    if (this.again || this.sent! < this.latest) void this.pump();
  }

  /** The stream has been closed (by the client, the hub or the app). */
  get closed(): boolean {
    return this.ended;
  }

  /** Events up to `seq` (or some, when unknown) are committed: reads and writes those not yet sent. */
  wake(seq?: number): void {
    if (this.ended || (seq !== undefined && this.sent !== undefined && seq <= this.sent)) return;
    if (!this.begun || this.reading) {
      this.again = true;
      return;
    }
    void this.pump();
  }

  /** A comment that keeps proxies from closing a quiet connection; a stream that stays blocked is closed. */
  heartbeat(): void {
    if (this.ended || !this.begun) return;
    if (this.out.writableNeedDrain) {
      this.blockedHeartbeats += 1;
      // A client that reads nothing for minutes is gone or stuck: drop the connection, not just the response.
      if (this.blockedHeartbeats >= BLOCKED_HEARTBEATS) {
        this.out.destroy();
        this.close();
      }
      return;
    }
    this.blockedHeartbeats = 0;
    this.out.write(': heartbeat\n\n');
  }

  /** The number of the last event written (for the hub's heartbeat check). */
  get lastSent(): number | undefined {
    return this.sent;
  }

  /** Leaves the hub and ends the response if it had begun (idempotent). */
  close(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.begun && !this.out.writableEnded && !this.out.destroyed) this.out.end();
    this.onClose(this);
  }

  private async pump(): Promise<void> {
    this.reading = true;
    try {
      do {
        this.again = false;
        if (this.out.writableNeedDrain) {
          this.waitUntilDrained();
          return;
        }
        const events = await userEventsAfter(this.db, this.userId, this.sent!, BATCH);
        if (this.ended) return;
        if (events.length > 0) {
          this.out.write(events.map(eventFrame).join(''));
          this.sent = events.at(-1)!.seq;
        }
        if (events.length === BATCH) this.again = true;
      } while (this.again && !this.ended);
    } catch (error) {
      // The next heartbeat reads again.
      this.onError(error);
    } finally {
      this.reading = false;
    }
  }

  private waitUntilDrained(): void {
    if (this.waitingForDrain) return;
    this.waitingForDrain = true;
    this.out.once('drain', () => {
      this.waitingForDrain = false;
      this.wake();
    });
  }
}
