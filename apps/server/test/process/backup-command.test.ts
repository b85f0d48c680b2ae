import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledCommand } from '../support/server-process.ts';
import { freshPostgres } from '../support/test-app.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** `npm run backup` / `npm run restore`: the commands as bundled (dist/backup.js, dist/restore.js), without npm in between. */
function run(
  command: 'backup' | 'restore',
  file: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, bundledCommand(command, file), {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** Issue 41: the backup command ran migrations on the database it copied, and left the photos out. */
describe.runIf(process.env.TEST_DATABASE_URL)('the backup and restore commands', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'phonehaat-backup-command-'));
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(dir, { recursive: true, force: true });
  });
  const database = async (empty: boolean) => {
    const fresh = await freshPostgres({ empty });
    drops.push(fresh.drop);
    return fresh.url;
  };

  it('copy the photos on local disk with the rows, and never migrate the database copied', { timeout: 120_000 }, async () => {
    const [source, untouched, target] = await Promise.all([database(false), database(true), database(true)]);
    const photo = `${'c'.repeat(32)}-640.webp`;
    mkdirSync(path.join(dir, 'source/uploads'), { recursive: true });
    writeFileSync(path.join(dir, 'source/uploads', photo), 'the bytes of a photo');
    const file = path.join(dir, 'backup.jsonl.gz');

    const [backup, emptyBackup] = await Promise.all([
      run('backup', file, { DATABASE_URL: source, DATA_DIR: path.join(dir, 'source') }),
      run('backup', path.join(dir, 'empty.jsonl.gz'), { DATABASE_URL: untouched, DATA_DIR: path.join(dir, 'empty') }),
    ]);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/and 1 photos to/);
    // An empty database stays empty: a backup only reads.
    expect(emptyBackup.code, emptyBackup.output).toBe(0);
    expect(await tableCount(untouched)).toBe(0);

    const restore = await run('restore', file, { DATABASE_URL: target, DATA_DIR: path.join(dir, 'target') });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/and 1 photos/);
    expect(readFileSync(path.join(dir, 'target/uploads', photo), 'utf8')).toBe('the bytes of a photo');
    expect(await tableCount(target)).toBe(await tableCount(source));
  });
});
