import type { Writable } from 'node:stream';
import { errorCodes } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { EventStream } from './event-stream.ts';
import { latestUserEventSeqs } from './read-user-events.ts';

export interface StreamHubOptions {
  db: Database;
  /** Open streams this instance keeps at most (REALTIME_MAX_STREAMS). */
  maxStreams: number;
  /** Open streams one person keeps at most on this instance (REALTIME_MAX_STREAMS_PER_USER). */
  maxStreamsPerUser: number;
  onError: (error: unknown) => void;
}

/** People whose latest numbers one heartbeat query asks for at a time. */
const CHECK_BATCH = 1_000;

/**
 * The open real-time streams of this instance, by person. The bus wakes a person's streams when their
 * events commit; each heartbeat writes a comment to every stream and compares their last numbers with the
 * people's counters in one query, so that an announcement lost on its way (Redis down, a listener
 * reconnecting) costs a heartbeat's delay, never an event.
 */
export class StreamHub {
  private readonly byUser = new Map<string, Set<EventStream>>();
  private count = 0;

  constructor(private readonly options: StreamHubOptions) {}

  /** How many streams are open on this instance. */
  get size(): number {
    return this.count;
  }

  /**
   * Opens a stream of `userId` writing to `out`, or refuses: 429 when the person has their most streams
   * open here, 503 when this instance has. Then `position` it, send the response's head, and `begin`.
   */
  open(userId: string, out: Writable): EventStream {
    const mine = this.byUser.get(userId) ?? new Set<EventStream>();
    if (mine.size >= this.options.maxStreamsPerUser) {
      throw new AppError(
        errorCodes.rateLimited,
        429,
        `At most ${this.options.maxStreamsPerUser} live connections an account: close a PhoneHaat tab or window and try again.`,
      );
    }
    if (this.count >= this.options.maxStreams) {
      throw new AppError(errorCodes.unavailable, 503, 'Live updates are busy right now; they will resume shortly.');
    }
    const stream = new EventStream(userId, out, this.options.db, this.options.onError, (closed) => this.remove(closed));
    mine.add(stream);
    this.byUser.set(userId, mine);
    this.count += 1;
    return stream;
  }

  /** A person's events up to `seq` committed (an announcement): their streams here read what they lack. */
  eventsCommitted(userId: string, seq?: number): void {
    for (const stream of this.byUser.get(userId) ?? []) stream.wake(seq);
  }

  /** Keeps every stream's connection alive and catches up any stream whose announcement was lost. */
  async heartbeat(): Promise<void> {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.heartbeat();
    await this.catchUp();
  }

  /** Wakes every stream behind its person's latest event: after a heartbeat, or a listener's reconnect. */
  async catchUp(): Promise<void> {
    const userIds = [...this.byUser.keys()];
    for (let start = 0; start < userIds.length; start += CHECK_BATCH) {
      try {
        const latest = await latestUserEventSeqs(this.options.db, userIds.slice(start, start + CHECK_BATCH));
        for (const [userId, seq] of latest) {
          for (const stream of this.byUser.get(userId) ?? []) if ((stream.lastSent ?? seq) < seq) stream.wake(seq);
        }
      } catch (error) {
        this.options.onError(error);
      }
    }
  }

  /** Ends every stream (the app is closing): browsers reconnect, with their Last-Event-ID, to another instance. */
  closeAll(): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) stream.close();
  }

  private remove(stream: EventStream): void {
    const mine = this.byUser.get(stream.userId);
    if (!mine?.delete(stream)) return;
    this.count -= 1;
    if (mine.size === 0) this.byUser.delete(stream.userId);
  }
}
