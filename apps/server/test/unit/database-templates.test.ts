import { cpSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import journal from '../../src/db/migrations/meta/_journal.json' with { type: 'json' };
import { defaultMigrationsFolder } from '../../src/db/migrate.ts';
import { categories } from '../../src/db/schema/index.ts';
import { migrationsHash } from '../support/database-templates.ts';
import { databaseKinds, openTestDatabase } from '../support/test-app.ts';

/** Decision 0061: each test file's database is a copy of the run's migrated template. */
describe('test database templates', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('names a template by its migrations: a changed migration file makes a new one', () => {
    const copy = mkdtempSync(join(tmpdir(), 'phonehaat-migrations-'));
    folders.push(copy);
    cpSync(defaultMigrationsFolder, copy, { recursive: true });
    expect(migrationsHash(copy)).toBe(migrationsHash());
    appendFileSync(join(copy, '0000_init.sql'), '\n-- changed\n');
    expect(migrationsHash(copy)).not.toBe(migrationsHash());
  });

  describe.each(databaseKinds)('on %s', (kind) => {
    // Three databases opened on two shared cores.
    it('gives every file a database with every migration applied, of its own', { timeout: 120_000 }, async () => {
      const [first, second] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)]);
      try {
        const applied = await first.db.$count(sql`drizzle.__drizzle_migrations`);
        expect(applied).toBe(journal.entries.length);
        // A write to one copy is not seen by the other, nor left in the template for the next.
        const before = await first.db.$count(categories);
        await first.db
          .insert(categories)
          .values({ slug: 'template-test', name: 'Template test', img: 'https://example.com/t.png' });
        expect(await first.db.$count(categories)).toBe(before + 1);
        expect(await second.db.$count(categories)).toBe(before);
        const third = await openTestDatabase(kind);
        expect(await third.db.$count(categories)).toBe(before);
        await third.close();
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });
  });
});
