import {
  ALL_FACETS_PATH,
  API_PREFIX,
  BEST_OFFERS_PATH,
  CATEGORIES_PATH,
  conditionGrades,
  districts,
  PRODUCTS_PAGE_SIZE,
} from '@phonehaat/contract';
import { pick, prng } from '../catalogue-data.ts';
import type { MixEntry, MixFixtures } from './mix.ts';
import { typedSearch } from './search-phrases.ts';

/**
 * Issue 40's public mix: what thousands of buyers ask rather than the same 25 URLs. Searches (English,
 * Bangla, sounded out, misspelled; with storage and price words), filter combinations, pages, product
 * pages and facet counts are each drawn from a pool of thousands of distinct URLs with Zipf-like
 * popularity (exponent 1: the second most asked is asked half as often as the first), so that a
 * realistic share repeats within the answer cache's life and most do not. URLs have the web app's
 * parameter order (features/catalogue/product-search-params.ts: q, brand, minPrice, maxPrice, sort,
 * page, division, district, condition, storageGb, variant, batteryMin, then limit), so that the
 * server's answer cache keys them as it does in production.
 */

/** The popularity of a pool's URLs: the r-th most asked is asked ∝ 1 / r^ZIPF_EXPONENT. */
export const ZIPF_EXPONENT = 1;
/** Distinct searches and filter combinations drawn for the pools (before duplicates fall out). */
const SEARCH_POOL = 6_000;
const FILTER_POOL = 6_000;
const FACET_POOL = 3_000;
/** Pages past this are "deep"; the unfiltered list is paged to at most DEEP_PAGE_MAX. */
const DEEP_PAGE_MAX = 2_000;
/** How deep filtered lists are paged at most (most filters list fewer than 12 × this). */
const FILTERED_DEEP_MAX = 40;

const SORTS = ['price_asc', 'price_desc', 'oldest'] as const;
const STORAGES = [64, 128, 256, 512];
const BATTERIES = [80, 85, 90, 95];
const PRICE_STEPS = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 80_000, 100_000, 150_000];

type Params = Record<string, string | number>;

/** The web app's order of the listing's parameters (productSearch over productsPageRequest). */
const PARAM_ORDER = [
  'q',
  'brand',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
  'division',
  'district',
  'condition',
  'storageGb',
  'variant',
  'batteryMin',
  'limit',
] as const;

const query = (params: Params) =>
  new URLSearchParams(
    PARAM_ORDER.filter((name) => params[name] !== undefined).map((name): [string, string] => [name, String(params[name])]),
  ).toString();

/** GET /allProducts as the /products page asks it: always a page and the page size. */
export const listPath = (params: Params) => `${API_PREFIX}/allProducts?${query({ ...params, limit: PRODUCTS_PAGE_SIZE })}`;

/** GET /products/facets as the filter panel asks it: the filters without page, size or order. */
export function facetPath({ page: _page, limit: _limit, sort: _sort, ...filters }: Params): string {
  const search = query(filters);
  return `${API_PREFIX}${ALL_FACETS_PATH}${search ? `?${search}` : ''}`;
}

/** Page 1 mostly, 2 and 3 sometimes, a deep one now and then. */
function drawPage(random: () => number, deepest: number): number {
  const roll = random();
  if (roll < 0.8 || deepest < 2) return 1;
  if (roll < 0.9) return 2;
  if (roll < 0.95 || deepest < 4) return Math.min(3, deepest);
  return 4 + Math.floor(random() * (deepest - 3));
}

/** The device and place filters of a list, each present with its own chance, as the panel sets them. */
function drawFilters(random: () => number, brandNames: string[]): Params {
  const params: Params = {};
  if (random() < 0.6) params.brand = pick(random, brandNames);
  const price = random();
  if (price < 0.45) {
    const low = Math.floor(random() * (PRICE_STEPS.length - 1));
    const high = low + 1 + Math.floor(random() * Math.min(4, PRICE_STEPS.length - 1 - low));
    if (price < 0.3) params.minPrice = PRICE_STEPS[low]!;
    params.maxPrice = PRICE_STEPS[high]!;
  }
  const sort = random();
  if (sort < 0.35) params.sort = SORTS[sort < 0.2 ? 0 : sort < 0.3 ? 1 : 2];
  const place = random();
  if (place < 0.35) {
    const district = random() < 0.5 ? districts.find((d) => d.id === 'dhaka')! : pick(random, districts);
    if (place < 0.1) params.division = district.division;
    else if (place < 0.2) {
      params.division = district.division;
      params.district = district.id;
    } else params.district = district.id;
  }
  if (random() < 0.25) params.condition = pick(random, conditionGrades);
  if (random() < 0.25) params.storageGb = pick(random, STORAGES);
  if (random() < 0.15) params.variant = random() < 0.8 ? 'official' : 'unofficial';
  if (random() < 0.15) params.batteryMin = pick(random, BATTERIES);
  return params;
}

/**
 * The distinct values of `tries` draws, most often drawn first (ties in order of first drawing): the
 * rank the Zipf popularity follows, so that "samsung" on page 1 is asked more than a three-filter
 * page 7 of a misspelled model.
 */
function byPopularity(tries: number, draw: () => string): string[] {
  const drawn = new Map<string, number>();
  for (let i = 0; i < tries; i += 1) {
    const value = draw();
    drawn.set(value, (drawn.get(value) ?? 0) + 1);
  }
  return [...drawn].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

/** The high-cardinality mix; `seed` fixes every pool and rank. Weights are per 20 requests. */
export function highCardinalityMix(f: MixFixtures, seed = 40): MixEntry[] {
  if (f.brands.length === 0 || f.productIds.length === 0) throw new Error('the catalogue has no brands or no listed products');
  const random = prng(seed);
  const lastPage = Math.max(1, Math.ceil(f.listed / PRODUCTS_PAGE_SIZE));
  const searches = byPopularity(SEARCH_POOL, () => {
    // One search in five narrowed by a filter or two, or asked in another order.
    const filters = random() < 0.2 ? drawFilters(random, f.brands) : {};
    return listPath({ q: typedSearch(random), ...filters, page: drawPage(random, FILTERED_DEEP_MAX) });
  });
  const filtered = byPopularity(FILTER_POOL, () => {
    let filters = drawFilters(random, f.brands);
    // A filter panel always has something set: redraw the rare empty one as a brand.
    if (Object.keys(filters).length === 0) filters = { brand: pick(random, f.brands) };
    return listPath({ ...filters, page: drawPage(random, FILTERED_DEEP_MAX) });
  });
  const browse = byPopularity(400, () => listPath({ page: drawPage(random, Math.min(DEEP_PAGE_MAX, lastPage)) }));
  const facets = byPopularity(FACET_POOL, () =>
    facetPath(random() < 0.25 ? { q: typedSearch(random), ...drawFilters(random, f.brands) } : drawFilters(random, f.brands)),
  );
  // Product pages by a fixed shuffle of the ids, so that the most visited are not the newest.
  const productIds = [...f.productIds];
  for (let i = productIds.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [productIds[i], productIds[j]] = [productIds[j]!, productIds[i]!];
  }
  const zipf = { zipfExponent: ZIPF_EXPONENT };
  return [
    { name: 'home: categories', weight: 1, paths: [API_PREFIX + CATEGORIES_PATH] },
    { name: 'home: best offers', weight: 1, paths: [API_PREFIX + BEST_OFFERS_PATH] },
    { name: 'search', weight: 5, paths: searches, ...zipf },
    { name: 'filtered list', weight: 4, paths: filtered, ...zipf },
    { name: 'list pages', weight: 1, paths: browse, ...zipf },
    { name: 'facet counts', weight: 2, paths: facets, ...zipf },
    {
      name: 'product page',
      weight: 5,
      paths: productIds.map((id) => `${API_PREFIX}/products/${encodeURIComponent(id)}`),
      ...zipf,
    },
    {
      name: 'bookings (signed in)',
      weight: 1,
      paths: [`${API_PREFIX}/bookingProduct?email=${encodeURIComponent(f.buyerEmail)}`],
      headers: { authorization: `Bearer ${f.buyerToken}` },
    },
  ];
}
