import { API_PREFIX, userEventData, userEventKinds, type UserEventData, type UserEventKind } from '@phonehaat/contract';

/** What the stream needs of the browser's EventSource: tests hand in a fake with the same shape. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** Opens a connection to `url`; null where the browser has no EventSource (the app then keeps polling). */
export type OpenEventSource = (url: string) => EventSourceLike | null;

/** One event of GET /api/events (contract realtime.ts), `id` its number for the person. */
export interface UserEventMessage {
  id: string;
  kind: UserEventKind;
  data: UserEventData;
}

export type UserEventListener = (event: UserEventMessage) => void;

export interface UserEventStream {
  /**
   * Adds a listener of the signed-in person `owner`; the first opens the connection, the last one leaving
   * closes it (after `closeDelayMs`). Another person's listener (a sign-out, then a sign-in in the same tab)
   * starts a connection of their own, from now: event numbers are per person.
   */
  subscribe(listener: UserEventListener, owner: string): () => void;
  /** Whether the connection is open now: the polled counts slow down meanwhile. */
  isOpen(): boolean;
  /** Calls `onChange` when `isOpen()` changes (for useSyncExternalStore). */
  subscribeToOpen(onChange: () => void): () => void;
}

interface StreamOptions {
  open?: OpenEventSource;
  /** How long the connection outlives its last listener: moving between the site and the dashboard swaps the header, not the stream. */
  closeDelayMs?: number;
}

const browserEventSource: OpenEventSource = (url) => (typeof EventSource === 'undefined' ? null : new EventSource(url));

/**
 * The signed-in person's events (issue 39 §2) over one connection, shared by every listener. The browser
 * reconnects by itself and sends `Last-Event-ID`, so the server replays what was missed; when this stream
 * opens a new connection after closing one, it asks from the last event it saw (`?lastEventId=`) instead.
 */
export function createUserEventStream({ open = browserEventSource, closeDelayMs = 5_000 }: StreamOptions = {}): UserEventStream {
  const listeners = new Set<UserEventListener>();
  const openWatchers = new Set<() => void>();
  let source: EventSourceLike | null = null;
  let opened = false;
  let lastEventId: string | undefined;
  let connectedOwner: string | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const setOpened = (value: boolean) => {
    if (opened === value) return;
    opened = value;
    for (const watcher of openWatchers) watcher();
  };

  const deliver = (kind: UserEventKind) => (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    let payload: unknown;
    try {
      payload = JSON.parse(event.data);
    } catch {
      return;
    }
    const data = userEventData.safeParse(payload);
    if (!data.success) return;
    const message = { id: event.lastEventId, kind, data: data.data };
    for (const listener of [...listeners]) listener(message);
  };

  const connect = () => {
    const query = lastEventId ? `?${new URLSearchParams({ lastEventId })}` : '';
    source = open(`${API_PREFIX}/events${query}`);
    if (!source) return;
    source.onopen = () => setOpened(true);
    // The browser retries on its own (readyState CONNECTING); until it is back, the counts poll as before.
    source.onerror = () => setOpened(false);
    for (const kind of userEventKinds) source.addEventListener(kind, deliver(kind));
  };

  const disconnect = () => {
    clearTimeout(closeTimer);
    closeTimer = undefined;
    source?.close();
    source = null;
    setOpened(false);
  };

  return {
    subscribe(listener, owner) {
      if (owner !== connectedOwner) {
        // The connection was the previous person's, and so were its event numbers.
        disconnect();
        lastEventId = undefined;
        connectedOwner = owner;
      }
      listeners.add(listener);
      clearTimeout(closeTimer);
      closeTimer = undefined;
      if (!source) connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && source && closeTimer === undefined) closeTimer = setTimeout(disconnect, closeDelayMs);
      };
    },
    isOpen: () => opened,
    subscribeToOpen(onChange) {
      openWatchers.add(onChange);
      return () => openWatchers.delete(onChange);
    },
  };
}

let appStream: UserEventStream | undefined;

/**
 * The tab's one stream, made on first use. One per tab, not one per component: a browser keeps about six
 * HTTP/1.1 connections to a site, and every open EventSource holds one.
 */
export const appUserEventStream = (): UserEventStream => (appStream ??= createUserEventStream());
