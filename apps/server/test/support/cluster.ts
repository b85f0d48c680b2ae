import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { waitFor } from './wait-for.ts';

/**
 * The deployed topology (compose.yaml) as plain processes on 127.0.0.1, for `npm run cluster` and the
 * cluster tests (test/cluster/): a PostgreSQL primary and a streaming replica of its own (never the
 * machine's shared one), Redis, an S3-compatible store (s3rver), the migrate step, web instances and a
 * worker of the built server, and nginx in front running deploy/nginx.conf. Everything lives in one
 * temporary folder, listens on free ports, and is stopped and removed by `stop()`.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverDir, '../..');
export const NGINX_CONF = path.join(repoRoot, 'deploy/nginx.conf');
const BUCKET = 'phonehaat';
const OUTPUT_LIMIT = 400_000;

export interface ManagedProcess {
  readonly name: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null after a signal) once the process has gone. */
  exited: () => Promise<number | null>;
  running: () => boolean;
}

function launch(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT / 2);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (error) => keep(Buffer.from(`${name}: ${error.message}\n`)));
  const gone = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    child,
    output: () => output,
    exited: () => gone,
    running: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Sends a signal and waits for the exit; after `graceMs`, SIGKILL. */
async function terminate(proc: ManagedProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<number | null> {
  if (!proc.running()) return proc.child.exitCode;
  proc.child.kill(signal);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  try {
    return await proc.exited();
  } finally {
    clearTimeout(timer);
  }
}

/** A port nothing listens on now (the OS's choice among its ephemeral ports, none of fetch's blocked ones). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** A binary the topology needs: missing, the start fails naming the package to install (a test never skips). */
function requireBinary(name: string, hint: string): string {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/usr/bin')) {
    const full = path.join(dir, name);
    if (dir && existsSync(full)) return full;
  }
  throw new Error(`the loopback cluster needs ${name}: ${hint}`);
}

/** The newest PostgreSQL's bin folder (Debian keeps initdb and pg_ctl outside PATH), or PG_BIN. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(path.join(base, version, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error('the loopback cluster needs PostgreSQL: apt-get install postgresql (or set PG_BIN to its bin folder)');
  return path.join(base, versions[0]!, 'bin');
}

/** As the postgres user when we are root (PostgreSQL refuses to run as root), else as ourselves. */
function asPostgres(command: string, args: string[]): string {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: 'pipe', timeout: 120_000 }).toString();
}

export interface PostgresNode {
  readonly port: number;
  readonly dir: string;
  url: (database?: string) => string;
  start: () => void;
  /** `fast` ends sessions and checkpoints; `immediate` is a crash. */
  stop: (mode?: 'fast' | 'immediate') => void;
  log: () => string;
}

function postgresNode(bin: string, dir: string, port: number): PostgresNode {
  const logFile = `${dir}.log`;
  const pgCtl = (...args: string[]) => asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, '-w', '-t', '60', ...args]);
  // Durability is not what this cluster tests: no fsync keeps a start and a checkpoint quick on a busy machine.
  const options = `-k ${path.dirname(dir)} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  return {
    port,
    dir,
    url: (database = 'phonehaat') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => void pgCtl('-l', logFile, '-o', options, 'start'),
    stop: (mode = 'fast') => {
      try {
        pgCtl('-m', mode, 'stop');
      } catch (error) {
        // Already stopped: nothing to do; anything else is worth knowing.
        if (!/Is server running\?|No such file/.test(String((error as { stderr?: Buffer }).stderr ?? error))) throw error;
      }
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
}

async function query(url: string, sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface RedisNode {
  readonly port: number;
  readonly url: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  process: () => ManagedProcess | undefined;
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function redisNode(binary: string, dir: string, port: number): RedisNode {
  let proc: ManagedProcess | undefined;
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      proc = launch('redis', binary, [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ]);
      await waitFor(
        () => ping(port),
        20_000,
        'redis-server to answer PING',
        () => proc!.output(),
      );
    },
    async stop() {
      if (proc) await terminate(proc, 'SIGTERM', 5_000);
    },
    process: () => proc,
  };
}

export interface Infrastructure {
  readonly dir: string;
  primary: PostgresNode;
  replica: PostgresNode;
  redis: RedisNode;
  s3: { endpoint: string; bucket: string; publicUrl: string };
  /** Where the built server is (node <serverEntry>): built for this cluster alone. */
  serverEntry: string;
  stop: () => Promise<void>;
}

/** Bundles the server as `npm run build` does (build.mjs), into a folder of this cluster's own. */
function buildServer(outDir: string): string {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: serverDir,
    env: { ...process.env, BUILD_OUT_DIR: path.relative(serverDir, outDir) },
    stdio: 'pipe',
    timeout: 120_000,
  });
  return path.join(outDir, 'main.js');
}

export interface InfrastructureOptions {
  /** Log progress (the CLI prints it; the tests stay quiet). */
  log?: (line: string) => void;
  /** A bundle already built (the test run's, test/support/server-bundle.ts); else the cluster builds its own. */
  serverBundleDir?: string;
}

/** PostgreSQL primary + streaming replica, Redis and the bucket: what the instances need before they start. */
export async function startInfrastructure({
  log = () => {},
  serverBundleDir,
}: InfrastructureOptions = {}): Promise<Infrastructure> {
  const bin = postgresBin();
  const redisBinary = requireBinary('redis-server', 'apt-get install redis-server');
  const dir = mkdtempSync(path.join(tmpdir(), 'phonehaat-cluster-'));
  chmodSync(dir, 0o755);
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) {
      try {
        await step();
      } catch (error) {
        console.warn(`cluster: stopping: ${(error as Error).message}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    let serverEntry: string;
    if (serverBundleDir) serverEntry = path.join(serverBundleDir, 'main.js');
    else {
      const buildDir = path.join(serverDir, 'dist-cluster', path.basename(dir));
      stops.push(() => {
        rmSync(buildDir, { recursive: true, force: true });
        // The parent too once no other run builds there.
        if (existsSync(path.dirname(buildDir)) && readdirSync(path.dirname(buildDir)).length === 0)
          rmSync(path.dirname(buildDir), { recursive: true, force: true });
      });
      log('building the server…');
      serverEntry = buildServer(buildDir);
    }

    const pgDir = path.join(dir, 'pg');
    mkdirSync(pgDir, { mode: 0o700 });
    if (isRoot()) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(pgDir, uid, gid);
    }
    const primary = postgresNode(bin, path.join(pgDir, 'primary'), await freePort());
    log(`PostgreSQL primary on ${primary.port}…`);
    asPostgres(path.join(bin, 'initdb'), ['-D', primary.dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    stops.push(() => primary.stop('immediate'));
    primary.start();
    await query(primary.url('postgres'), 'create database phonehaat');

    // A streaming replica, as an operator makes one: a base backup that writes its own standby settings (-R).
    const replica = postgresNode(bin, path.join(pgDir, 'replica'), await freePort());
    log(`PostgreSQL replica on ${replica.port}…`);
    asPostgres(path.join(bin, 'pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      replica.dir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    stops.push(() => replica.stop('immediate'));
    replica.start();

    const redisDir = path.join(dir, 'redis');
    mkdirSync(redisDir);
    const redis = redisNode(redisBinary, redisDir, await freePort());
    log(`Redis on ${redis.port}…`);
    stops.push(() => redis.stop());
    await redis.start();

    const s3Dir = path.join(dir, 's3');
    mkdirSync(s3Dir);
    const s3rver = new S3rver({
      address: '127.0.0.1',
      port: await freePort(),
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET }],
    });
    const address = await s3rver.run();
    stops.push(() => s3rver.close());
    const endpoint = `http://127.0.0.1:${address.port}`;
    log(`S3 (s3rver) on ${address.port}, bucket ${BUCKET}`);

    return {
      dir,
      primary,
      replica,
      redis,
      s3: { endpoint, bucket: BUCKET, publicUrl: `${endpoint}/${BUCKET}` },
      serverEntry,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type ProcessRole = 'web' | 'worker';

export interface Instance {
  readonly name: string;
  readonly role: ProcessRole;
  readonly port: number;
  readonly base: string;
  process: () => ManagedProcess;
  /** Starts (or starts again) the process; with `wait`, resolves once /api/health answers 200. */
  start: (options?: { wait?: boolean }) => Promise<void>;
  waitHealthy: (timeoutMs?: number) => Promise<void>;
  /** SIGTERM (a clean drain) by default; SIGKILL is `kill -9`. Resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export interface Cluster extends Infrastructure {
  webs: Instance[];
  worker: Instance;
  /** nginx in front of the web instances. */
  nginx: { url: string; port: number; process: () => ManagedProcess; configFile: string };
  /** Where clients go: nginx. */
  url: string;
  /** Secrets and settings every instance shares (METRICS_TOKEN among them). */
  env: Record<string, string>;
  /** Every instance's output, for a failing test's message. */
  output: () => string;
}

export interface ClusterOptions extends InfrastructureOptions {
  /** Web instances behind nginx (default 2, as compose.yaml). */
  webInstances?: number;
  /**
   * Run the migrate step once before the instances start, with MIGRATE_ON_START=false (default, the
   * operator's order); false starts every instance at the same moment on an empty database, each
   * migrating and seeding itself under the advisory lock.
   */
  migrateFirst?: boolean;
  /** More settings for every instance (LOG_LEVEL, CATALOGUE_CACHE_TTL_MS…). */
  env?: Record<string, string>;
}

/** Renders deploy/nginx.conf for this cluster: its folder, its port, its web instances. */
export function renderNginxConf(
  source: string,
  { dir, port, upstreams }: { dir: string; port: number; upstreams: string[] },
): string {
  const lines: string[] = [];
  let upstreamWritten = false;
  for (const line of source.split('\n')) {
    const marker = /# cluster: (\w+)/.exec(line)?.[1];
    const indent = /^\s*/.exec(line)![0];
    if (!marker) lines.push(line);
    else if (marker === 'pid') lines.push(`${indent}pid ${dir}/nginx.pid;`);
    else if (marker === 'error_log') lines.push(`${indent}error_log ${dir}/error.log warn;`);
    else if (marker === 'access_log') lines.push(`${indent}access_log off;`);
    else if (marker === 'temp') lines.push(line.replace(/\/tmp\/nginx-/, `${dir}/temp-`).replace(/\s*# cluster: \w+/, ''));
    else if (marker === 'listen') lines.push(`${indent}listen 127.0.0.1:${port};`);
    else if (marker === 'upstream') {
      if (!upstreamWritten)
        for (const upstream of upstreams)
          lines.push(line.replace(/server \S+/, `server ${upstream}`).replace(/\s*# cluster: \w+/, ''));
      upstreamWritten = true;
    } else throw new Error(`deploy/nginx.conf: unknown cluster marker "${marker}"`);
  }
  if (!upstreamWritten) throw new Error('deploy/nginx.conf: no upstream server line marked "# cluster: upstream"');
  return lines.join('\n');
}

/**
 * The migrate step as compose.yaml's `migrate` service runs it (`node dist/migrate.js`, what `npm run
 * migrate` runs from source), once; its output is the error when it fails.
 */
function migrate(serverEntry: string, env: NodeJS.ProcessEnv): void {
  try {
    execFileSync(process.execPath, [path.join(path.dirname(serverEntry), 'migrate.js')], {
      cwd: serverDir,
      env,
      stdio: 'pipe',
      timeout: 120_000,
    });
  } catch (error) {
    const failure = error as { stdout?: Buffer; stderr?: Buffer; message: string };
    throw new Error(
      `the migrate step failed: ${failure.message}\n${failure.stdout?.toString() ?? ''}${failure.stderr?.toString() ?? ''}`,
    );
  }
}

function instance(name: string, role: ProcessRole, port: number, entry: string, env: NodeJS.ProcessEnv): Instance {
  let proc: ManagedProcess | undefined;
  const base = `http://127.0.0.1:${port}`;
  const current = () => {
    if (!proc) throw new Error(`${name} was never started`);
    return proc;
  };
  const waitHealthy = (timeoutMs = 60_000) =>
    waitFor(
      async () => {
        if (!current().running())
          throw new Error(`${name} exited with ${current().child.exitCode}:\n${current().output().slice(-3000)}`);
        return fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
          (response) => response.ok,
          () => false,
        );
      },
      timeoutMs,
      `${name} to answer /api/health`,
      () => current().output(),
    );
  return {
    name,
    role,
    port,
    base,
    process: current,
    async start({ wait = true } = {}) {
      if (proc?.running()) throw new Error(`${name} is already running`);
      proc = launch(name, process.execPath, ['--enable-source-maps', entry], {
        env: { ...env, PORT: String(port), PROCESS_ROLE: role },
        cwd: serverDir,
      });
      if (wait) await waitHealthy();
    },
    waitHealthy,
    stop: (signal = 'SIGTERM') => (proc ? terminate(proc, signal) : Promise.resolve(null)),
  };
}

/** The whole topology. `stop()` ends every process and removes the folder. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const { webInstances = 2, migrateFirst = true, log = () => {} } = options;
  const nginxBinary = requireBinary('nginx', 'apt-get install nginx-light');
  const infra = await startInfrastructure({ log, serverBundleDir: options.serverBundleDir });
  const instances: Instance[] = [];
  let nginxProc: ManagedProcess | undefined;
  const stop = async () => {
    await Promise.all(instances.map((each) => each.stop()));
    if (nginxProc) await terminate(nginxProc, 'SIGQUIT', 5_000);
    await infra.stop();
  };
  try {
    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      DATABASE_URL: infra.primary.url(),
      DATABASE_REPLICA_URL: infra.replica.url(),
      REDIS_URL: infra.redis.url,
      IMAGE_STORAGE: 's3',
      S3_BUCKET: infra.s3.bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: infra.s3.endpoint,
      // s3rver's own credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: infra.s3.publicUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      IMEI_HASH_KEY: randomBytes(32).toString('hex'),
      IMEI_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      METRICS_TOKEN: randomBytes(16).toString('hex'),
      // One hop: nginx. Its X-Forwarded-For entry is the client's address; anything the client wrote before it is not believed.
      TRUST_PROXY: '1',
      SEED_DEMO: 'true',
      MIGRATE_ON_START: migrateFirst ? 'false' : 'true',
      WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
      ...options.env,
    };
    const childEnv = { ...process.env, ...env };
    if (migrateFirst) {
      log('migrating (node dist/migrate.js)…');
      migrate(infra.serverEntry, childEnv);
    }
    for (let index = 1; index <= webInstances; index += 1) {
      instances.push(
        instance(`web-${index}`, 'web', await freePort(), infra.serverEntry, {
          ...childEnv,
          DATA_DIR: path.join(infra.dir, `web-${index}`),
        }),
      );
    }
    const worker = instance('worker', 'worker', await freePort(), infra.serverEntry, {
      ...childEnv,
      DATA_DIR: path.join(infra.dir, 'worker'),
    });
    instances.push(worker);
    log(`starting ${webInstances} web instances and a worker…`);
    // All at once, as an orchestrator does; then each must become healthy.
    await Promise.all(instances.map((each) => each.start({ wait: false })));
    await Promise.all(instances.map((each) => each.waitHealthy(90_000)));

    const nginxDir = path.join(infra.dir, 'nginx');
    // nginx's workers run as nobody when the master is root: they write their temporary files here.
    mkdirSync(nginxDir, { mode: 0o777 });
    chmodSync(nginxDir, 0o777);
    const webs = instances.filter((each) => each.role === 'web');
    const configFile = path.join(nginxDir, 'nginx.conf');
    writeFileSync(
      configFile,
      renderNginxConf(readFileSync(NGINX_CONF, 'utf8'), {
        dir: nginxDir,
        port: nginxPort,
        upstreams: webs.map((each) => `127.0.0.1:${each.port}`),
      }),
    );
    const startedNginx = launch('nginx', nginxBinary, ['-p', nginxDir, '-c', configFile, '-g', 'daemon off;']);
    nginxProc = startedNginx;
    await waitFor(
      async () => {
        if (!startedNginx.running()) throw new Error(`nginx exited:\n${startedNginx.output()}`);
        return fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      20_000,
      'nginx to pass /api/health through',
      () => startedNginx.output(),
    );
    log(`nginx on ${nginxPort}`);
    return {
      ...infra,
      stop,
      webs,
      worker,
      nginx: { url, port: nginxPort, process: () => startedNginx, configFile },
      url,
      env,
      output: () =>
        [
          ...instances.map((each) => `--- ${each.name}\n${each.process().output().slice(-4000)}`),
          `--- nginx\n${startedNginx.output()}`,
        ].join('\n'),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
