import { and, eq, isNull, sql } from 'drizzle-orm';
import { isUuid } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { productJson, selectProductJson, type ProductView } from './product-json.ts';

/** Prepared per whether emails may show: to admins, or to a signed-in viewer who may be the seller. */
const productById = (db: Database, allEmails: boolean, signedIn: boolean) =>
  prepared(db, `product-by-id|${allEmails}|${signedIn}`, (name) => {
    const viewerId = signedIn ? sql.placeholder('viewerId') : undefined;
    return selectProductJson(db, productJson(allEmails, viewerId), allEmails, viewerId)
      .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
      .prepare(name);
  });

/**
 * One product that has not been removed, as JSON text (sold ones are shown with their status).
 * Admins (`allEmails`) and the listing's own seller (`viewerId`) see the seller's email.
 */
export async function productJsonById(db: Database, id: string, view: ProductView): Promise<string> {
  if (!isUuid(id)) throw notFound('Product');
  const signedIn = view.viewerId !== undefined;
  const [row] = await productById(db, view.allEmails, signedIn).execute(signedIn ? { id, viewerId: view.viewerId } : { id });
  if (!row) throw notFound('Product');
  return row.json;
}
