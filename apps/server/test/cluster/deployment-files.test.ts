import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema, loadEnv } from '../../src/config/env.ts';
import { NGINX_CONF, renderNginxConf } from '../support/cluster.ts';

/**
 * Issue 41 §2: Docker does not run here, so the deployment files are checked as far as they can be
 * without it: compose.yaml's services, order and settings against env.ts, the Dockerfile's stages, and
 * deploy/nginx.conf through `nginx -t` (the loopback cluster runs that same file: cluster.test.ts).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  entrypoint?: string[] | string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: string[];
  volumes?: string[];
  healthcheck?: unknown;
}
const compose = parse(read('compose.yaml'), { merge: true, maxAliasCount: -1 }) as { services: Record<string, Service> };
const services = compose.services;
const appServices = Object.entries(services).filter(([, service]) => service.build !== undefined);
const dependencies = (service: Service) =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((name) => [name, { condition: 'service_started' }]))
    : (service.depends_on ?? {});

/** Compose's interpolation: `${NAME:-default}` takes the default, `${NAME:?message}` a value an operator would set in .env. */
const operatorValues: Record<string, string> = {
  POSTGRES_PASSWORD: 'postgres-password',
  REPLICATION_PASSWORD: 'replication-password',
  MINIO_ROOT_PASSWORD: 'minio-password',
  AUTH_SECRET: 'a'.repeat(64),
  IMEI_HASH_KEY: 'b'.repeat(64),
  IMEI_ENCRYPTION_KEY: 'c'.repeat(64),
};
const interpolate = (value: string) =>
  value.replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_, name: string, fallback: string | undefined) => {
    if (fallback !== undefined) return fallback;
    const given = operatorValues[name];
    if (given === undefined) throw new Error(`compose.yaml requires ${name}, which this test does not know`);
    return given;
  });

describe('compose.yaml', () => {
  it('has the topology of issue 41: nginx, two web instances, a worker, a primary and a replica, Redis, a bucket, and the one-shots', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['create-bucket', 'migrate', 'minio', 'nginx', 'postgres', 'postgres-replica', 'redis', 'web-1', 'web-2', 'worker'].sort(),
    );
    expect(appServices.map(([name]) => name).sort()).toEqual(['migrate', 'web-1', 'web-2', 'worker']);
    expect(services['web-1']!.environment!.PROCESS_ROLE).toBe('web');
    expect(services['web-2']!.environment!.PROCESS_ROLE).toBe('web');
    expect(services.worker!.environment!.PROCESS_ROLE).toBe('worker');
  });

  it('starts nothing before its dependencies: every instance waits for migrate and the bucket to finish, migrate for PostgreSQL', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(dependencies(service)))
        expect(services, `${name} depends on ${dependency}`).toHaveProperty([dependency]);
    }
    for (const name of ['web-1', 'web-2', 'worker']) {
      expect(dependencies(services[name]!)).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
        'create-bucket': { condition: 'service_completed_successfully' },
        redis: { condition: 'service_healthy' },
        'postgres-replica': { condition: 'service_healthy' },
      });
      expect(services[name]!.environment!.MIGRATE_ON_START).toBe('false');
    }
    expect(dependencies(services.migrate!)).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(dependencies(services['postgres-replica']!)).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(dependencies(services.nginx!)).toEqual({
      'web-1': { condition: 'service_healthy' },
      'web-2': { condition: 'service_healthy' },
    });
  });

  it('gives every instance only settings env.ts knows, and settings it accepts', () => {
    const known = new Set(Object.keys(envSchema.in.shape));
    for (const [name, service] of appServices) {
      const unknown = Object.keys(service.environment!).filter((key) => !known.has(key));
      expect(unknown, `${name} sets settings env.ts does not read`).toEqual([]);
      const environment = Object.fromEntries(
        Object.entries(service.environment!).map(([key, value]) => [key, interpolate(String(value))]),
      );
      const env = loadEnv(environment);
      expect(env).toMatchObject({ NODE_ENV: 'production', IMAGE_STORAGE: 's3', MIGRATE_ON_START: false });
      expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(env.DATABASE_REPLICA_URL).toMatch(/@postgres-replica:5432\//);
    }
  });

  it('runs migrate with a command the build produces', () => {
    const command = services.migrate!.command!;
    expect(command[0]).toBe('node');
    const entry = /^apps\/server\/dist\/(.+)\.js$/.exec(command.at(-1)!)?.[1];
    expect(entry, command.join(' ')).toBeDefined();
    // build.mjs's entry points name each bundle: `name: 'src/…'`.
    expect(read('apps/server/build.mjs')).toMatch(new RegExp(`['"]?${entry}['"]?: 'src/`));
  });

  it('mounts files that exist, and its shell scripts parse', () => {
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        if (!volume.startsWith('./')) continue;
        const file = volume.split(':')[0]!;
        expect(() => readFileSync(path.join(root, file)), file).not.toThrow();
        if (file.endsWith('.sh')) execFileSync('sh', ['-n', path.join(root, file)]);
      }
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const ignored = read('.dockerignore');

  it('builds in one stage and runs production dependencies only, as a non-root user, in another', () => {
    const stages = dockerfile.match(/^FROM .+ AS (\w+)$/gm) ?? [];
    expect(stages).toEqual([expect.stringMatching(/ AS build$/), expect.stringMatching(/ AS runtime$/)]);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(dockerfile.slice(0, dockerfile.indexOf('AS runtime'))).toMatch(/RUN npm ci[^\n]*\nCOPY \. \.\nRUN npm run build/);
    expect(runtime).toMatch(/RUN npm ci --omit=dev --workspace=apps\/server/);
    expect(runtime).toMatch(/COPY --from=build \/app\/apps\/server\/dist apps\/server\/dist/);
    expect(runtime).toMatch(/COPY --from=build \/app\/apps\/web\/dist apps\/web\/dist/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health\/live/m);
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "apps\/server\/dist\/main\.js"\]$/m);
  });

  it('sets only settings env.ts knows, and keeps secrets and local data out of the build context', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    const envBlock = /^ENV ([\s\S]*?)\nWORKDIR/m.exec(runtime)![1]!;
    const names = [...envBlock.matchAll(/(\w+)=/g)].map((match) => match[1]!);
    expect(names).toContain('PROCESS_ROLE');
    const known = new Set(Object.keys(envSchema.in.shape));
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    for (const pattern of ['**/node_modules', '**/dist', '.env', '.git', 'data']) expect(ignored.split('\n')).toContain(pattern);
  });
});

describe('deploy/nginx.conf', () => {
  const source = readFileSync(NGINX_CONF, 'utf8');
  const dir = mkdtempSync(path.join(tmpdir(), 'phonehaat-nginx-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('balances over exactly the web services of compose.yaml, on their port, and never retries a write on another instance', () => {
    const upstreams = [...source.matchAll(/^\s*server (\S+?):(\d+) /gm)].map((match) => `${match[1]}:${match[2]}`);
    expect(upstreams).toEqual(['web-1:3000', 'web-2:3000']);
    expect(services['web-1']!.environment!.PORT ?? '3000').toBe('3000');
    expect(source).toMatch(/^\s*keepalive \d+;/m);
    expect(source).toMatch(/^\s*proxy_set_header Connection \$phonehaat_connection;/m);
    expect(source).toMatch(/^\s*proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/m);
    const retry = /^\s*proxy_next_upstream ([^;]+);/m.exec(source)![1]!;
    expect(retry.split(' ')).not.toContain('non_idempotent');
    // A 503 (PostgreSQL away) goes to the client with its Retry-After, not round every instance.
    expect(retry.split(' ')).not.toContain('http_503');
    expect(services.nginx!.ports).toEqual(['8080:80']);
    expect(source).toMatch(/^\s*listen 80; # cluster: listen$/m);
  });

  it('passes `nginx -t` as the loopback cluster renders it', () => {
    // nginx's workers (nobody, under a root master) write their temporary files here.
    chmodSync(dir, 0o777);
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(file, renderNginxConf(source, { dir, port: 18_080, upstreams: ['127.0.0.1:13001', '127.0.0.1:13002'] }));
    const answer = execFileSync('nginx', ['-t', '-p', dir, '-c', file], { stdio: 'pipe', encoding: 'utf8' });
    expect(answer).toBe('');
    expect(readFileSync(file, 'utf8')).toMatch(/server 127\.0\.0\.1:13002 max_fails=1 fail_timeout=2s;/);
  });
});
