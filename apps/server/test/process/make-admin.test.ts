import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledCommand, migratedDataDir } from '../support/server-process.ts';
import { openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { users } from '../../src/db/schema/index.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');

describe('npm run make-admin', () => {
  const dataDir = migratedDataDir('phonehaat-admin-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const pglite = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });

  it('promotes an existing account and says when an email has no account', async () => {
    const setup = await pglite();
    await runMigrations(setup);
    await setup.db.insert(users).values({ id: 'u-1', name: 'Owner', email: 'owner@example.com' });
    await setup.close();

    const cli = (emails: string[]) =>
      run(process.execPath, bundledCommand('make-admin', ...emails), {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      }).then(
        (result) => ({ code: 0, stdout: result.stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );

    const promoted = await cli(['Owner@Example.com']);
    expect(promoted).toEqual({ code: 0, stdout: 'Owner@Example.com is now an admin\n' });
    const missing = await cli(['ghost@example.com']);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('ghost@example.com: no such account');

    const check = await pglite();
    const [row] = await check.db.select().from(users).where(eq(users.id, 'u-1'));
    expect(row?.role).toBe('admin');
    await check.close();
  }, 120_000);
});
