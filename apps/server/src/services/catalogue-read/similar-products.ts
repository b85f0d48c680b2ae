import { and, asc, desc, eq, gt, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { SIMILAR_PRICE_SPREAD, SIMILAR_PRODUCTS_LIMIT } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { selectProductRows, type ProductRow } from './product-answer.ts';

type Anchor = Pick<ProductRow, 'id' | 'model' | 'brandId' | 'selling'>;

/**
 * Listed phones like `anchor` for its product page (decision 0044): the same model's nearest in price
 * within ±25 %, then the same brand's to fill up to six; never the phone itself. Each group is two
 * walks of a partial index ((model | brand, selling, id) where listed) from the price outwards, one
 * down and one up, each stopping after six rows: a popular model's thousands of listings cost the same.
 */
export async function similarProductRows(db: Database, anchor: Anchor): Promise<ProductRow[]> {
  const chosen: ProductRow[] = [];
  if (anchor.model !== null) chosen.push(...(await nearestInPrice(db, anchor, eq(products.model, anchor.model), [])));
  if (chosen.length < SIMILAR_PRODUCTS_LIMIT) {
    const brand = await nearestInPrice(db, anchor, eq(products.brandId, anchor.brandId), chosen);
    chosen.push(...brand.slice(0, SIMILAR_PRODUCTS_LIMIT - chosen.length));
  }
  return chosen;
}

/** Up to six rows of `group` nearest the anchor's price within the spread, nearest first, none of `skip`. */
async function nearestInPrice(db: Database, anchor: Anchor, group: SQL, skip: readonly ProductRow[]): Promise<ProductRow[]> {
  const price = anchor.selling;
  const low = Math.floor(price * (1 - SIMILAR_PRICE_SPREAD));
  const high = Math.ceil(price * (1 + SIMILAR_PRICE_SPREAD));
  const skipped = new Set([anchor.id, ...skip.map((row) => row.id)]);
  // Rows already chosen may sit in this walk too: read that many more so six remain after skipping them.
  const limit = SIMILAR_PRODUCTS_LIMIT + skip.length;
  // `is_listed` bare, as the partial indexes' predicate is written, so the planner matches them.
  const listed = and(sql`${products.isListed}`, group, ne(products.id, anchor.id));
  const [below, above] = await Promise.all([
    selectProductRows(db)
      .where(and(listed, gte(products.selling, low), lte(products.selling, price)))
      .orderBy(desc(products.selling), desc(products.id))
      .limit(limit),
    selectProductRows(db)
      .where(and(listed, gt(products.selling, price), lte(products.selling, high)))
      .orderBy(asc(products.selling), asc(products.id))
      .limit(limit),
  ]);
  return [...below, ...above]
    .filter((row) => !skipped.has(row.id))
    .sort((a, b) => Math.abs(a.selling - price) - Math.abs(b.selling - price) || a.selling - b.selling)
    .slice(0, SIMILAR_PRODUCTS_LIMIT);
}
