import http from 'node:http';

/** One Server-Sent Events frame as a browser's EventSource would see it. */
export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface EventStreamReader {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body of an answer that is not a stream (an error), parsed. */
  json(): Promise<unknown>;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** Heartbeat comments received so far. */
  comments: number;
  /** The `retry:` hint and the last `id:`, as a browser keeps them. */
  retry: number | undefined;
  lastEventId: string | undefined;
  /** Resolves once `count` events have arrived in all (rejects after `timeoutMs`, naming what came). */
  waitForEvents(count: number, timeoutMs?: number): Promise<StreamEvent[]>;
  /** Resolves once `count` heartbeat comments have arrived in all. */
  waitForComments(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Drops the connection, as a closed tab does. */
  close(): void;
}

/**
 * Opens GET /api/events on a connection of its own and parses its frames as they arrive (the event
 * stream format of the HTML standard, as EventSource does), so a test sees exactly what a browser would.
 */
export function openEventStream(
  base: string,
  {
    token,
    lastEventId,
    query = '',
    headers = {},
    keepAlive = false,
  }: {
    token?: string;
    lastEventId?: number;
    query?: string;
    headers?: Record<string, string>;
    /** As browsers do: the connection may be kept for another request once the stream ends. */
    keepAlive?: boolean;
  } = {},
): Promise<EventStreamReader> {
  const url = new URL(`/api/events${query}`, base);
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        agent: keepAlive ? new http.Agent({ keepAlive: true }) : false,
        headers: {
          accept: 'text/event-stream',
          ...(token && { authorization: `Bearer ${token}` }),
          ...(lastEventId !== undefined && { 'last-event-id': String(lastEventId) }),
          ...headers,
        },
      },
      (response) => resolve(readStream(response, () => request.destroy())),
    );
    request.on('error', reject);
  });
}

function readStream(response: http.IncomingMessage, destroy: () => void): EventStreamReader {
  response.setEncoding('utf8');
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of waiters) waiter();
  };
  let finished = false;
  let body = '';
  const until = (done: () => boolean, timeoutMs: number, what: () => string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (done()) {
          cleanUp();
          resolve();
        } else if (finished) {
          cleanUp();
          reject(new Error(`the stream ended before ${what()}`));
        }
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(new Error(`timed out waiting for ${what()}`));
      }, timeoutMs);
      const cleanUp = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  const reader: EventStreamReader = {
    status: response.statusCode ?? 0,
    headers: response.headers,
    json: async () => {
      await reader.ended;
      return JSON.parse(body) as unknown;
    },
    events: [],
    comments: 0,
    retry: undefined,
    lastEventId: undefined,
    waitForEvents: (count, timeoutMs = 10_000) =>
      until(
        () => reader.events.length >= count,
        timeoutMs,
        () => `${count} events, got ${JSON.stringify(reader.events)}`,
      ).then(() => reader.events),
    waitForComments: (count, timeoutMs = 10_000) =>
      until(
        () => reader.comments >= count,
        timeoutMs,
        () => `${count} comments, got ${reader.comments}`,
      ),
    ended: new Promise<void>((resolve) => {
      const end = () => {
        finished = true;
        changed();
        resolve();
      };
      response.once('end', end);
      response.once('close', end);
    }),
    close: destroy,
  };
  let buffer = '';
  response.on('data', (chunk: string) => {
    if (reader.status !== 200) {
      body += chunk;
      return;
    }
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      parseFrame(reader, buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
    changed();
  });
  return reader;
}

function parseFrame(reader: EventStreamReader, frame: string): void {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) {
      reader.comments += 1;
      continue;
    }
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'retry') reader.retry = Number(value);
    else if (name === 'id') reader.lastEventId = value;
    else if (name === 'event') event = value;
    else if (name === 'data') data.push(value);
  }
  // As EventSource: a frame without data sets the last id but dispatches nothing.
  if (data.length > 0) reader.events.push({ id: reader.lastEventId, event, data: data.join('\n') });
}
