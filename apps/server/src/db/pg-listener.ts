import pg from 'pg';

/** What a listener is told besides payloads: the connection came back (announcements may have been missed), or failed. */
export interface ListenEvents {
  onReconnect?: () => void;
  onError?: (error: Error) => void;
}

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

/**
 * `LISTEN channel` on a connection of its own, outside the pool: a pooled client would be handed to
 * queries and its LISTEN lost. When the connection ends (a database restart, a killed backend) it
 * connects again after 250 ms, doubling up to 10 s, and says so through `onReconnect`: what was announced
 * meanwhile is in the tables, and the listener reads them again. Answers the function that stops it.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  { onReconnect, onError }: ListenEvents = {},
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // An error ends the connection; 'end' schedules the next one.
    next.on('error', (error) => onError?.(error));
    next.once('end', () => {
      if (client !== next) return;
      client = undefined;
      if (!stopped) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      connect().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          if (!stopped) onReconnect?.();
        },
        (error: unknown) => {
          onError?.(error instanceof Error ? error : new Error(String(error)));
          retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
          if (!stopped) scheduleReconnect();
        },
      );
    }, retryMs);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end();
  };
}
