import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { bookings, conversationReads, conversations, messageReports, messages, products, userBlocks, users } from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/cli/seed/seed-demo.ts';
import { dumpDatabase } from '../../src/services/backup/dump-database.ts';
import { restoreDatabase } from '../../src/services/backup/restore-database.ts';
import { applicationTables, quoteIdent } from '../../src/services/backup/tables.ts';
import { localPhotoKeys } from '../../src/services/backup/local-photos.ts';
import { localImageStorage } from '../../src/services/images/local-storage.ts';
import { databaseKinds, openTestDatabase, type DatabaseKind } from '../support/test-app.ts';

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** Every row of every application table, generated columns included, as comparable JSON text. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const tables = await applicationTables(db);
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const order = (table.primaryKey.length ? table.primaryKey : table.columns).map(quoteIdent).join(', ');
    const rows = rowsOf<{ row: string }>(await db.execute(sql.raw(`select row_to_json(t)::text as row from ${quoteIdent(table.name)} t order by ${order}`)));
    result[table.name] = rows.map((row) => row.row);
  }
  return result;
}

/** A buyer's conversation about a seeded phone (Bangla text, a photo, a scam flag), reported, blocked and read by an admin. */
async function addConversation(db: Database): Promise<void> {
  const [product] = await db.select().from(products).limit(1);
  const [buyer, admin] = await db.select({ id: users.id }).from(users).where(sql`${users.id} <> ${product!.sellerId}`).limit(2);
  const at = new Date('2026-05-02T08:30:00.456Z');
  const [thread] = await db
    .insert(conversations)
    .values({ productId: product!.id, buyerId: buyer!.id, sellerId: product!.sellerId, createdAt: at, lastMessageAt: at, sellerReadAt: at })
    .returning();
  const [, scam] = await db
    .insert(messages)
    .values([
      { conversationId: thread!.id, senderId: buyer!.id, body: 'ফোনটা কি এখনো আছে? "original" box?', photo: '/uploads/0123456789abcdef0123456789abcdef-640.webp', createdAt: at },
      { conversationId: thread!.id, senderId: product!.sellerId, body: 'bKash 01712345678 advance\nplease', scam: true, createdAt: at },
    ])
    .returning();
  const [report] = await db
    .insert(messageReports)
    .values({ messageId: scam!.id, conversationId: thread!.id, reporterId: buyer!.id, reason: 'scam', text: '', createdAt: at })
    .returning();
  await db.insert(userBlocks).values({ blockerId: buyer!.id, blockedId: product!.sellerId, createdAt: at });
  await db.insert(conversationReads).values({ conversationId: thread!.id, adminId: admin!.id, via: 'report', ref: report!.id, at });
}

const pairs: [DatabaseKind, DatabaseKind][] = databaseKinds.flatMap((from) => databaseKinds.map((to) => [from, to] as [DatabaseKind, DatabaseKind]));

describe('backup and restore', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'phonehaat-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(pairs)('round-trips every table from %s to %s', { timeout: 180_000 }, async (from, to) => {
    const source = await openTestDatabase(from);
    let target: DatabaseHandle | undefined;
    try {
      await seedDemo(source.db);
      // Awkward values survive too: quotes, newlines, emoji, a soft delete, a paid booking.
      const [product] = await source.db.select().from(products).limit(1);
      await source.db.update(products).set({ details: `He said "it's mint"\nBattery 🔋 95% \\ no box`, deletedAt: new Date() }).where(sql`${products.id} = ${product!.id}`);
      await source.db.update(bookings).set({ paid: true, paidAt: new Date('2026-05-01T10:00:00.123Z') });
      await addConversation(source.db);

      // Issue 41: the photos on local disk go into the backup and come back with the rows.
      const sourceUploads = path.join(dir, `${from}-to-${to}-uploads`);
      mkdirSync(sourceUploads);
      const photos = { [`${'a'.repeat(32)}-640.webp`]: 'RIFF one photo', [`${'b'.repeat(32)}-1280.webp`]: Buffer.from([0, 255, 10, 13]) };
      for (const [key, bytes] of Object.entries(photos)) writeFileSync(path.join(sourceUploads, key), bytes);
      writeFileSync(path.join(sourceUploads, '.half-written.tmp'), 'not yet a photo');

      const file = path.join(dir, `${from}-to-${to}.jsonl.gz`);
      const dumped = await dumpDatabase(source.db, file, { keys: await localPhotoKeys(sourceUploads), storage: localImageStorage(sourceUploads) });
      expect(dumped.tables.products).toBeGreaterThanOrEqual(36);
      expect(dumped.photos).toBe(2);
      // Issue 39 §6: the conversations are evidence, and in the backup with their reports, blocks and admin reads.
      for (const table of ['conversations', 'messages', 'message_reports', 'user_blocks', 'conversation_reads']) {
        expect(dumped.tables[table], table).toBeGreaterThan(0);
      }

      target = await openTestDatabase(to);
      const targetUploads = path.join(dir, `${from}-to-${to}-restored`);
      const restored = await restoreDatabase(target.db, file, localImageStorage(targetUploads));
      expect(restored.photos).toBe(2);
      expect(await localPhotoKeys(targetUploads)).toEqual(Object.keys(photos).sort());
      for (const [key, bytes] of Object.entries(photos)) expect(readFileSync(path.join(targetUploads, key)), key).toEqual(Buffer.from(bytes));
      expect(restored.tables).toEqual(Object.fromEntries(Object.entries(dumped.tables).filter(([, count]) => count > 0)));
      expect(await snapshot(target.db)).toEqual(await snapshot(source.db));

      // A second restore into the same (now full) database is refused and changes nothing.
      const before = await snapshot(target.db);
      await expect(restoreDatabase(target.db, file)).rejects.toThrow(/not empty/);
      expect(await snapshot(target.db)).toEqual(before);
    } finally {
      await source.close();
      await target?.close();
    }
  });

  it('restores a backup made before photos were in backups', async () => {
    const file = path.join(dir, 'version-1.jsonl.gz');
    writeFileSync(file, gzipSync('{"format":"phonehaat-backup/1","createdAt":"2026-01-01T00:00:00.000Z","tables":[]}\n'));
    const target = await openTestDatabase('pglite');
    try {
      expect(await restoreDatabase(target.db, file, localImageStorage(path.join(dir, 'version-1-uploads')))).toEqual({ tables: {}, photos: 0 });
    } finally {
      await target.close();
    }
  });

  it('refuses a photo whose name is not one of ours', async () => {
    const file = path.join(dir, 'bad-photo.jsonl.gz');
    const lines = [{ format: 'phonehaat-backup/2', tables: [] }, { photo: '../../outside.webp', data: 'AAAA' }];
    writeFileSync(file, gzipSync(lines.map((line) => JSON.stringify(line)).join('\n')));
    const target = await openTestDatabase('pglite');
    try {
      await expect(restoreDatabase(target.db, file, localImageStorage(path.join(dir, 'bad-photo-uploads')))).rejects.toThrow(/not a storage key/);
    } finally {
      await target.close();
    }
  });

  it('refuses a file that is not a backup and leaves the database empty', async () => {
    const file = path.join(dir, 'not-a-backup.jsonl.gz');
    writeFileSync(file, gzipSync('{"hello":"world"}\n'));
    const target = await openTestDatabase('pglite');
    try {
      await expect(restoreDatabase(target.db, file)).rejects.toThrow(/Not a PhoneHaat backup/);
      const counts = Object.values(await snapshot(target.db)).map((rows) => rows.length);
      expect(counts.every((count) => count === 0)).toBe(true);
    } finally {
      await target.close();
    }
  });
});
