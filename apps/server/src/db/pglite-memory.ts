import v8 from 'node:v8';

/**
 * PGlite's page cache (`shared_buffers`), in MB. PostgreSQL's default of 128 MB is made for a server
 * of its own: inside our process PGlite zeroes it at start and it stays resident, while pages it does
 * not hold come from the operating system's file cache. Decision 0013 has the measurements.
 */
export const PGLITE_SHARED_BUFFERS_MB = 32;

/**
 * V8 settings for a process that runs PGlite (decision 0014), set before PGlite's WebAssembly is
 * compiled:
 * - its WebAssembly stays on V8's baseline compiler. Optimising PostgreSQL's hot functions in the
 *   background left 40–70 MB in the compiler threads' malloc arenas for good, for no throughput
 *   the bench could tell apart from its noise;
 * - the JavaScript heap collects its old generation when it has doubled since the last collection,
 *   instead of letting it grow to about four times: under load, requests waiting their turn for the
 *   one PGlite connection live long enough to be promoted, and the old generation filled with them.
 */
export const PGLITE_V8_FLAGS: readonly string[] = ['--liftoff-only', '--heap-growing-percent=100'];

export function applyPgliteV8Flags(): void {
  for (const flag of PGLITE_V8_FLAGS) v8.setFlagsFromString(flag);
}
