import { asc, eq } from 'drizzle-orm';
import { isUuid, type Category } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => ({ _id: row.id, name: row.name, img: row.img }));
}

export async function getCategory(db: Database, id: string): Promise<Category> {
  const [row] = isUuid(id) ? await db.select().from(categories).where(eq(categories.id, id)).limit(1) : [];
  if (!row) throw notFound('Category');
  return { _id: row.id, name: row.name, img: row.img };
}
