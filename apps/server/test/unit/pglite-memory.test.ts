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
