import { asc } from 'drizzle-orm';
import { isUuid, type Category } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import type { ReadCache } from './read-cache.ts';

export interface CategoryRow extends Category {
  slug: string;
}

/** Every category with its slug: a handful of rows, kept with the reference data. */
export function categoryRows(db: Database, cache: ReadCache): Promise<CategoryRow[]> {
  return cache.remember(cache.derived, 'categories', async () => {
    const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
    return rows.map((row) => ({ _id: row.id, name: row.name, img: row.img, slug: row.slug }));
  });
}

export async function listCategories(db: Database, cache: ReadCache): Promise<Category[]> {
  return (await categoryRows(db, cache)).map(({ _id, name, img }) => ({ _id, name, img }));
}

export async function getCategory(db: Database, cache: ReadCache, id: string): Promise<Category> {
  const row = isUuid(id) ? (await categoryRows(db, cache)).find((category) => category._id === id.toLowerCase()) : undefined;
  if (!row) throw notFound('Category');
  return { _id: row._id, name: row.name, img: row.img };
}

/** A brand given as a category id, slug or name; `null` when none matches. */
export async function brandIdOf(db: Database, cache: ReadCache, brand: string): Promise<string | null> {
  if (isUuid(brand)) return brand.toLowerCase();
  const wanted = brand.toLowerCase();
  const match = (await categoryRows(db, cache)).find((row) => row.slug === wanted || row.name.toLowerCase() === wanted);
  return match?._id ?? null;
}
