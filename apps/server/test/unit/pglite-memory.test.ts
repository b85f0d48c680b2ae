import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { openDatabase } from '../../src/db/client.ts';
import { databaseTarget } from '../../src/server.ts';

async function sharedBuffers(sharedBuffersMb?: number): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', ...(sharedBuffersMb && { sharedBuffersMb }) });
  try {
    const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    return rows[0]!.shared_buffers;
  } finally {
    await database.close();
  }
}

describe("PGlite's page cache", () => {
  it('is 32 MB unless configured, and follows PGLITE_SHARED_BUFFERS_MB', async () => {
    expect(await sharedBuffers()).toBe('32MB');
    const target = databaseTarget(loadEnv({ PGLITE_SHARED_BUFFERS_MB: '16' }));
    expect(target).toMatchObject({ kind: 'pglite', sharedBuffersMb: 16 });
    expect(await sharedBuffers(16)).toBe('16MB');
  });

  it('refuses a size that is not a whole number of MB', () => {
    expect(() => loadEnv({ PGLITE_SHARED_BUFFERS_MB: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
    expect(() => loadEnv({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });
});

/**
 * A child process opens PGlite (or not), then runs a small WebAssembly loop hot and asks V8, through
 * its test natives, which compiler the loop ended on. Without PGlite's settings V8 optimises it.
 */
async function compilerAfterHotLoop(openPglite: boolean): Promise<string> {
  const client = path.resolve(import.meta.dirname, '../../src/db/client.ts');
  const script = `
    if (${openPglite}) await (await (await import(${JSON.stringify(client)})).openDatabase({ kind: 'pglite' })).close();
    // (func (param i32) (result i32)): sums n, n-1, …, 1 in a loop.
    const bytes = new Uint8Array([0,97,115,109,1,0,0,0, 1,6,1,96,1,127,1,127, 3,2,1,0, 7,5,1,1,102,0,0,
      10,27,1,25,1,1,127, 3,64, 32,1,32,0,106,33,1, 32,0,65,1,107,34,0, 13,0, 11, 32,1, 11]);
    const f = (await WebAssembly.instantiate(bytes)).instance.exports.f;
    if (f(4) !== 10) throw new Error('the loop is wrong');
    // V8 optimises in the background: give it up to 3 s of a hot loop (on a loaded machine too).
    const optimised = () => eval('%IsTurboFanFunction(f)');
    for (const deadline = Date.now() + 3000; !optimised() && Date.now() < deadline; ) {
      for (let i = 0; i < 200; i++) f(10000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(optimised() ? 'optimising' : eval('%IsLiftoffFunction(f)') ? 'baseline' : 'other');
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: path.resolve(import.meta.dirname, '../..') },
  );
  return stdout.trim();
}

describe("A PGlite process's V8", () => {
  it('keeps WebAssembly on the baseline compiler once PGlite is opened', async () => {
    expect(await compilerAfterHotLoop(false)).toBe('optimising');
    expect(await compilerAfterHotLoop(true)).toBe('baseline');
  });
});
