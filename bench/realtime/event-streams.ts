import http from 'node:http';

/** When each message's event reached the streams (performance.now()), by message id. */
export type Arrivals = Map<string, number[]>;

export interface OpenStream {
  close(): void;
}

/**
 * Opens GET /api/events as `token` on a connection of its own (as each browser has) and notes the
 * arrival time of each `message` event's message id. Resolves once the response's head came (200), and
 * rejects on any other answer.
 */
export function openMessageStream(base: string, token: string, arrivals: Arrivals): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL('/api/events', base),
      { agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET /api/events answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            noteFrame(buffer.slice(0, end), arrivals);
            buffer = buffer.slice(end + 2);
          }
        });
        resolve({ close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

function noteFrame(frame: string, arrivals: Arrivals): void {
  const at = performance.now();
  const lines = frame.split('\n');
  if (!lines.includes('event: message')) return;
  const data = lines.find((line) => line.startsWith('data: '));
  if (!data) return;
  const { messageId } = JSON.parse(data.slice(6)) as { messageId?: string };
  if (!messageId) return;
  const times = arrivals.get(messageId);
  if (times) times.push(at);
  else arrivals.set(messageId, [at]);
}
