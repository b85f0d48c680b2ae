import type { UserEventData, UserEventKind } from '@phonehaat/contract';
import type { EventSourceLike } from '../lib/realtime/user-event-stream.ts';

/**
 * A stand-in for the browser's EventSource (happy-dom has none), handed to `createUserEventStream({ open })`:
 * a test opens it, sends it events as GET /api/events would, and sees what was opened and closed.
 */
export class FakeEventSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** The server answered: the stream is open. */
  connect(): void {
    this.onopen?.(new Event('open'));
  }

  /** The connection dropped (the browser would retry). */
  fail(): void {
    this.onerror?.(new Event('error'));
  }

  /** One event, as `id: <seq>\nevent: <kind>\ndata: <json>` reads in the browser. */
  send(kind: UserEventKind, data: UserEventData, seq: number): void {
    const event = new MessageEvent<string>(kind, { data: JSON.stringify(data), lastEventId: String(seq) });
    for (const listener of this.listeners.get(kind) ?? []) listener(event);
  }
}

/** An `open` for createUserEventStream that makes fakes and keeps them, newest last. */
export function fakeEventSources() {
  const opened: FakeEventSource[] = [];
  return {
    opened,
    open: (url: string) => {
      const source = new FakeEventSource(url);
      opened.push(source);
      return source;
    },
    latest: () => {
      const source = opened.at(-1);
      if (!source) throw new Error('No EventSource was opened');
      return source;
    },
  };
}
