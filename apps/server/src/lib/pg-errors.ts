/** PostgreSQL SQLSTATE codes we react to. */
const UNIQUE_VIOLATION = '23505';

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === UNIQUE_VIOLATION;

/** deadlock_detected: PostgreSQL ended this transaction to break a cycle of waits; nothing of it was written. */
export const isDeadlock = (error: unknown): boolean => sqlState(error) === '40P01';

/**
 * Runs a transaction again when PostgreSQL ended it to break a deadlock (at most `tries` times in all):
 * the other transaction went on, this one wrote nothing, so running it again is what the caller asked
 * for. Events recorded for several people by separate steps of one transaction (a sale's watchers, then
 * its buyer and seller) can lock their counters in an order another transaction crosses.
 */
export async function retryingDeadlocks<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= tries) throw error;
    }
  }
}

/** The constraint (or unique index) a violation names, on the driver's error under Drizzle's. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Text PostgreSQL cannot hold (a NUL byte, 22021; 22P05): the client's input is at fault, not the server. */
export const isUnstorableText = (error: unknown): boolean => ['22021', '22P05'].includes(sqlState(error) ?? '');

/**
 * SQLSTATEs of a database that is away for a while: connection exceptions (08…), an administrator's or a
 * crash's shutdown (57P01–57P03), too many connections (53300, a failover's stampede), and a read-only
 * transaction (25006: the address still points at a demoted primary or a replica during a failover).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
/** Socket errors of a server that is down, restarting or being failed over (DNS included). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Connection lost, refused or the server shutting down: the database is unreachable rather than the query wrong.
 * A transaction whose connection died mid-way fails again at its ROLLBACK with pg's "… is not queryable".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith('08') || UNAVAILABLE_STATES.has(state))) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|is not queryable/i.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
