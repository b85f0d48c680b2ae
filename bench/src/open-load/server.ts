import { benchSecrets } from '../production-secrets.ts';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnPinned, stop, waitForHttp } from '../processes.ts';
import type { Target } from '../target.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

export interface BenchServer {
  base: string;
  startupMs: number;
  /** The server's process id (to read its CPU time). */
  pid: number | undefined;
  /** What the server wrote to stdout and stderr (shown when a run fails). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The built server (apps/server/dist/main.js) as production runs it, on the bench's database, spoken
 * to over HTTP only. Pool size 10 as in `npm run bench`; everything else is the server's default.
 */
export async function startBenchServer(options: {
  target: Target;
  port: number;
  core?: number;
  poolSize?: number;
  /** Turns on the server's GET /metrics for this bearer token (METRICS_TOKEN). */
  metricsToken?: string;
  /** Node's own options before the script, e.g. --cpu-prof --cpu-prof-dir DIR. */
  nodeArgs?: string[];
}): Promise<BenchServer> {
  const { target } = options;
  if (target.kind === 'pglite' && path.basename(target.dataDir) !== 'pglite') {
    throw new Error('--pglite-dir must be <DATA_DIR>/pglite, the directory the server opens');
  }
  const database =
    target.kind === 'postgres'
      ? { DATABASE_URL: target.url, DATABASE_POOL_SIZE: String(options.poolSize ?? 10) }
      : { DATA_DIR: path.dirname(target.dataDir) };
  const child = spawnPinned(
    options.core,
    process.execPath,
    [...(options.nodeArgs ?? []), path.join(root, 'apps/server/dist/main.js')],
    {
      ...database,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(options.metricsToken && { METRICS_TOKEN: options.metricsToken }),
      ...benchSecrets,
    },
  );
  return whenReady(child, options.port, '/api/health', 60_000);
}

/** The stand-in API (stand-in.mjs): answers at once from memory, to measure the load generator alone. */
export async function startStandIn(options: { port: number; listed: number; core?: number }): Promise<BenchServer> {
  const child = spawnPinned(options.core, process.execPath, [
    path.join(here, 'stand-in.mjs'),
    String(options.port),
    String(options.listed),
  ]);
  return whenReady(child, options.port, '/api/productsCategories', 10_000);
}

/** The started process once `readyPath` answers, with what it printed; stopped, and its output thrown, if it never does. */
async function whenReady(child: ChildProcess, port: number, readyPath: string, timeoutMs: number): Promise<BenchServer> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    const startupMs = await waitForHttp(`${base}${readyPath}`, timeoutMs, child);
    return { base, startupMs, pid: child.pid, output: () => output, stop: () => stop(child) };
  } catch (error) {
    await stop(child);
    throw new Error(`${(error as Error).message}\n${output}`);
  }
}
