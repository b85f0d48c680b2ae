import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { waitFor } from './wait-for.ts';

export { waitFor };

/** scrypt at N=2^10 instead of 2^15: the same hash, 1 MiB and a few milliseconds instead of 0.1 s (decision 0062). */
export const TEST_PASSWORD_HASH_COST = '10';

const serverDir = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: () => Promise<number | null>;
}


/** The arguments that run one of the server's commands from this run's bundle (server-bundle.ts). */
export function bundledCommand(name: 'main' | 'migrate' | 'make-admin' | 'backup' | 'restore', ...args: string[]): string[] {
  return ['--enable-source-maps', path.join(inject('serverBundleDir'), `${name}.js`), ...args];
}

/** Spawns the real server (the run's bundle of src/main.ts) without waiting for it. */
export function spawnServer(env: Record<string, string>): Omit<RunningServer, 'base'> {
  const child = spawn(process.execPath, bundledCommand('main'), {
    cwd: serverDir,
    env: {
      ...process.env,
      // The bundle sits elsewhere than src/: name the web app's build where the sources would find it.
      WEB_DIST_DIR: path.resolve(serverDir, '../web/dist'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      AUTH_RATE_LIMIT_MAX: '100000',
      // Cheap hashes (decision 0062), except for a production start, which refuses them.
      ...(env.NODE_ENV !== 'production' && { PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = () =>
    new Promise<number | null>((resolve) =>
      child.exitCode !== null || child.signalCode !== null
        ? resolve(child.exitCode)
        : child.once('exit', (code) => resolve(code)),
    );
  return { child, output: () => output, exited };
}

/** Starts the real server and resolves once /api/health answers. */
export async function startServer(env: Record<string, string> & { PORT: string }): Promise<RunningServer> {
  const server = spawnServer(env);
  const base = `http://127.0.0.1:${env.PORT}`;
  await waitFor(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
      return fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
    },
    90_000,
    'the server to become healthy',
    server.output,
  );
  return { ...server, base };
}

/**
 * Ports that fetch() refuses to connect to (the Fetch standard's "bad ports": SIP 5060/5061, X11
 * 6000); a server on one of them never looks healthy. A CI run once drew 6000.
 */
const FETCH_BLOCKED_PORTS = new Set([5060, 5061, 6000]);

export function randomPort(): number {
  for (;;) {
    const port = 4300 + Math.floor(Math.random() * 2000);
    if (!FETCH_BLOCKED_PORTS.has(port)) return port;
  }
}

/**
 * A new data directory holding the run's migrated PGlite template (database-templates.ts): a server started
 * on it skips PGlite's initdb and the migrations, 6 s of the 15 s of CPU a start took (decision 0062). The
 * first start on an empty directory is npm start's own test (e2e/start).
 */
export function migratedDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(path.join(dataDir, 'pglite'));
  execFileSync('tar', ['-xf', inject('pgliteTemplateFile'), '-C', path.join(dataDir, 'pglite')], { stdio: 'ignore' });
  return dataDir;
}
