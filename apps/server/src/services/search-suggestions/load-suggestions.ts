import { sql } from 'drizzle-orm';
import { phoneModels } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { categories, listingFacetCounts, products } from '../../db/schema/index.ts';
import { searchTerms } from '../../db/search-text.ts';
import { suggestionEntry, type SuggestionEntry } from './suggestion-entry.ts';

interface ModelRow {
  model: string;
  listed: number;
  brand: string;
}

/**
 * Listed phones per model, with the brand of one of them: the count is an index-only scan of
 * products_listed_model_price_idx (≈ 210 ms on 1,000,000 phones, in the background), the brand one
 * index lookup per model (a few dozen).
 */
async function listedModels(db: Database): Promise<ModelRow[]> {
  const result = (await db.execute(sql`
    with models as (
      select ${products.model} as model, count(*)::int as listed from ${products}
      where ${products.isListed} and ${products.model} is not null group by ${products.model}
    )
    select m.model, m.listed, b.brand from models m cross join lateral (
      select p.brand_name as brand from ${products} p where p.is_listed and p.model = m.model limit 1
    ) b`)) as unknown as { rows: ModelRow[] };
  return result.rows;
}

/** Every brand, with its listed phones from the facet counts the summaries job keeps (a few thousand rows). */
function brandsWithCounts(db: Database) {
  return db
    .select({ name: categories.name, listed: sql<number>`coalesce(sum(${listingFacetCounts.listed}), 0)::int` })
    .from(categories)
    .leftJoin(listingFacetCounts, sql`${listingFacetCounts.brandId} = ${categories.id}`)
    .groupBy(categories.id)
    .orderBy(categories.position, categories.name);
}

/** A model's key: "iPhone SE (2022)" of the form's list and "iPhone SE 2022" of a listing are one model. */
const modelKey = (label: string) => searchTerms(label).join(' ');

/**
 * The brands and the models of listed phones, merged with the Add Product form's models (which suggest
 * themselves with 0 listed until someone lists one), each ready to be matched.
 */
export async function loadSuggestions(db: Database): Promise<SuggestionEntry[]> {
  const [brands, models] = await Promise.all([brandsWithCounts(db), listedModels(db)]);
  const entries: SuggestionEntry[] = brands.map((brand) =>
    suggestionEntry({ label: brand.name, query: brand.name, kind: 'brand', listed: Number(brand.listed) }),
  );
  const brandNames = new Map(brands.map((brand) => [brand.name.toLowerCase(), brand.name]));
  const seen = new Map<string, ModelRow>();
  for (const row of models) {
    const key = modelKey(row.model);
    const known = seen.get(key);
    // Two spellings of one model: the most listed one's label, their counts together.
    if (known) seen.set(key, { ...(row.listed > known.listed ? row : known), listed: known.listed + row.listed });
    else seen.set(key, { ...row, listed: Number(row.listed) });
  }
  for (const [brandKey, labels] of Object.entries(phoneModels))
    for (const label of labels) {
      const key = modelKey(label);
      if (!seen.has(key))
        seen.set(key, {
          model: label,
          listed: 0,
          brand: brandNames.get(brandKey) ?? brandKey[0]!.toUpperCase() + brandKey.slice(1),
        });
    }
  for (const row of seen.values())
    entries.push(suggestionEntry({ label: row.model, query: row.model, kind: 'model', brand: row.brand, listed: row.listed }));
  return entries;
}
