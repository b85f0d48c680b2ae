import { asc } from 'drizzle-orm';
import { isUuid, type Category } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { catalogueCache } from '../../lib/catalogue-cache.ts';

export interface CategoryRow extends Category {
  slug: string;
}

/** Every category with its slug; a handful of rows, kept in the catalogue cache. */
export function categoryRows(db: Database): Promise<CategoryRow[]> {
  return catalogueCache(db).reference.getOrLoad('categories', async () => {
    const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
    return rows.map((row) => ({ _id: row.id, name: row.name, img: row.img, slug: row.slug }));
  }) as Promise<CategoryRow[]>;
}

export async function listCategories(db: Database): Promise<Category[]> {
  return (await categoryRows(db)).map(({ _id, name, img }) => ({ _id, name, img }));
}

export async function getCategory(db: Database, id: string): Promise<Category> {
  const row = isUuid(id) ? (await categoryRows(db)).find((category) => category._id === id.toLowerCase()) : undefined;
  if (!row) throw notFound('Category');
  return { _id: row._id, name: row.name, img: row.img };
}
