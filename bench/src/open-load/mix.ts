import { prng } from '../catalogue-data.ts';
import { API_PREFIX, BEST_OFFERS_PATH, CATEGORIES_PATH, FIRST_PRODUCTS_PAGE_PATH, PRODUCTS_PAGE_SIZE } from '@phonehaat/contract';

/** What the open bench learned about the catalogue over HTTP before the run. */
export interface MixFixtures {
  /** Brand names as the /products filter sends them (the categories' names). */
  brands: string[];
  /** Listed products' ids, spread over the catalogue, for product pages. */
  productIds: string[];
  /** Listed products (the list's X-Total-Count): decides how deep the deep page is. */
  listed: number;
  buyerEmail: string;
  buyerToken: string;
}

/** One kind of request in the mix; `paths` rotate so that not every call asks for the same answer. */
export interface MixEntry {
  name: string;
  /** Requests of this kind in every 20 of the mix. */
  weight: number;
  paths: string[];
  headers?: Record<string, string>;
  /**
   * Paths drawn at random with Zipf popularity (the r-th asked ∝ 1 / r^exponent) instead of taking
   * turns: the high-cardinality mix's pools, where some URLs are asked often and most rarely.
   */
  zipfExponent?: number;
}

const DEEP_PAGE = 2000;
const SEARCHES = ['iphone 13', 'galaxy s', 'redmi note', 'pixel', '128GB'];
const PRICE_RANGES = [
  [20_000, 60_000],
  [10_000, 30_000],
  [40_000, 120_000],
] as const;

const listPath = (params: Record<string, string | number>) =>
  `${API_PREFIX}/allProducts?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

/**
 * The public mix of issue 21 as the web app asks for it (same paths and parameter order as its API
 * layer): a home visit's two calls, /products page 1, brand + price, search, a deep page, a product
 * page, and a signed-in buyer's bookings. Weights are per 20 requests.
 */
export function publicMix(f: MixFixtures): MixEntry[] {
  if (f.brands.length === 0 || f.productIds.length === 0) throw new Error('the catalogue has no brands or no listed products');
  const lastPage = Math.max(1, Math.floor(f.listed / PRODUCTS_PAGE_SIZE));
  const deepPage = Math.min(DEEP_PAGE, lastPage);
  return [
    { name: 'home: categories', weight: 3, paths: [API_PREFIX + CATEGORIES_PATH] },
    { name: 'home: best offers', weight: 3, paths: [API_PREFIX + BEST_OFFERS_PATH] },
    { name: 'list page 1', weight: 3, paths: [API_PREFIX + FIRST_PRODUCTS_PAGE_PATH] },
    {
      name: 'brand + price',
      weight: 2,
      paths: f.brands.flatMap((brand, i) => {
        const [minPrice, maxPrice] = PRICE_RANGES[i % PRICE_RANGES.length]!;
        const filters = { brand, minPrice, maxPrice };
        return [
          listPath({ ...filters, page: 1, limit: PRODUCTS_PAGE_SIZE }),
          listPath({ ...filters, sort: 'price_asc', page: 1, limit: PRODUCTS_PAGE_SIZE }),
        ];
      }),
    },
    { name: 'search', weight: 3, paths: SEARCHES.map((q) => listPath({ q, page: 1, limit: PRODUCTS_PAGE_SIZE })) },
    { name: `deep page ${deepPage}`, weight: 1, paths: [listPath({ page: deepPage, limit: PRODUCTS_PAGE_SIZE })] },
    { name: 'product page', weight: 4, paths: f.productIds.map((id) => `${API_PREFIX}/products/${encodeURIComponent(id)}`) },
    {
      name: 'bookings (signed in)',
      weight: 1,
      paths: [`${API_PREFIX}/bookingProduct?email=${encodeURIComponent(f.buyerEmail)}`],
      headers: { authorization: `Bearer ${f.buyerToken}` },
    },
  ];
}

const facetPath = (params: Record<string, string | number>) =>
  `${API_PREFIX}/products/facets${Object.keys(params).length > 0 ? '?' : ''}${new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString()}`;

/** The districts and divisions buyers filter by most, and the facets' options, for the counts' mix. */
const FACET_DISTRICTS = [
  'dhaka',
  'chattogram',
  'gazipur',
  'narayanganj',
  'sylhet',
  'cumilla',
  'rajshahi',
  'khulna',
  'bogura',
  'rangpur',
];
const FACET_DIVISIONS = ['dhaka', 'chattogram', 'sylhet', 'rajshahi', 'khulna'];
const CONDITIONS = ['like_new', 'excellent', 'good', 'fair'];
const STORAGES = [64, 128, 256];
const BATTERIES = [80, 85, 90, 95];

/**
 * GET /products/facets as the /products filter panel asks it (its parameter order: place, then device
 * filters), decision 0042. `place and device` are answered from the counts table: no filter, each
 * district and division, each district × condition, condition × storage, official × battery, and a few
 * of three filters — 152 distinct URLs. `with a brand or search` are counted live from products (brand
 * or GIN index), one in ten of the requests.
 */
export function facetsMix(f: MixFixtures): MixEntry[] {
  if (f.brands.length === 0) throw new Error('the catalogue has no brands');
  const table: Record<string, string | number>[] = [
    {},
    ...FACET_DISTRICTS.map((district) => ({ district })),
    ...FACET_DIVISIONS.map((division) => ({ division })),
    ...FACET_DISTRICTS.flatMap((district) => CONDITIONS.map((condition) => ({ district, condition }))),
    ...CONDITIONS.flatMap((condition) => STORAGES.map((storageGb) => ({ condition, storageGb }))),
    ...BATTERIES.flatMap((batteryMin): Record<string, string | number>[] => [
      { variant: 'official', batteryMin },
      { batteryMin },
    ]),
    ...FACET_DISTRICTS.flatMap((district) => STORAGES.map((storageGb) => ({ district, condition: 'excellent', storageGb }))),
    ...FACET_DIVISIONS.flatMap((division) => BATTERIES.map((batteryMin) => ({ division, variant: 'official', batteryMin }))),
    ...CONDITIONS.flatMap((condition) => STORAGES.map((storageGb) => ({ division: 'dhaka', condition, storageGb }))),
  ];
  const live = [...f.brands.map((brand) => ({ brand })), ...SEARCHES.map((q) => ({ q, district: 'dhaka' }))];
  return [
    { name: 'facets: place and device filters', weight: 18, paths: table.map(facetPath) },
    { name: 'facets: with a brand or search', weight: 2, paths: live.map(facetPath) },
  ];
}

/** A request of the run: which entry of the mix, and which of its paths. */
export interface Planned {
  entry: number;
  path: string;
}

/**
 * The order of requests: smooth weighted round-robin (nginx's), so each kind gets exactly its share
 * and is spread evenly over the run rather than drawn at random; each kind's paths take turns, or are
 * drawn by popularity (`zipfExponent`) from a PRNG seeded with `seed`: the same plan every run.
 */
export function planRequests(mix: MixEntry[], count: number, seed = 1): Planned[] {
  const totalWeight = mix.reduce((sum, entry) => sum + entry.weight, 0);
  const current = mix.map(() => 0);
  const used = mix.map(() => 0);
  const random = prng(seed);
  const draws = mix.map((entry) =>
    entry.zipfExponent === undefined ? undefined : zipfSampler(entry.paths.length, entry.zipfExponent),
  );
  const plan: Planned[] = [];
  for (let i = 0; i < count; i += 1) {
    let best = 0;
    for (let e = 0; e < mix.length; e += 1) {
      current[e]! += mix[e]!.weight;
      if (current[e]! > current[best]!) best = e;
    }
    current[best]! -= totalWeight;
    const entry = mix[best]!;
    const draw = draws[best];
    plan.push({ entry: best, path: entry.paths[draw ? draw(random()) : used[best]! % entry.paths.length]! });
    used[best]! += 1;
  }
  return plan;
}

/**
 * Maps a uniform draw in [0, 1) to a rank in [0, n) with P(rank r) ∝ 1 / (r + 1)^exponent, by a
 * binary search of the cumulative weights.
 */
export function zipfSampler(n: number, exponent: number): (uniform: number) => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r += 1) cumulative[r] = sum += 1 / (r + 1) ** exponent;
  return (uniform) => {
    const target = uniform * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
