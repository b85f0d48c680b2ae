import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  TOTAL_PRECISION_HEADER,
  totalPrecisions,
  type Product,
  type ProductListQuery,
  type TotalPrecision,
} from '@phonehaat/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

/** The listing's query as the contract reads it (productListQuery), with `ads` as the flag this app holds. */
export type ProductFilters = Omit<ProductListQuery, 'ads'> & { ads?: boolean | undefined };

export interface ProductPage {
  items: Product[];
  total: number;
  /** How the server found `total` (X-Total-Precision): counted, estimated, or at least that many. */
  precision: TotalPrecision;
}

/** X-Total-Precision, `exact` when absent or unknown (an older server counts every total). */
function totalPrecision(headers: Headers): TotalPrecision {
  const value = headers.get(TOTAL_PRECISION_HEADER);
  return totalPrecisions.find((precision) => precision === value) ?? 'exact';
}

export function productSearch(filters: ProductFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /allProducts with the listing extensions; the total comes from X-Total-Count and X-Total-Precision. */
export async function getProducts(filters: ProductFilters): Promise<ProductPage> {
  const { data, headers } = await apiRequest<Product[]>(`/allProducts${productSearch(filters)}`, { anonymous: true });
  const total = Number(headers.get('x-total-count'));
  return {
    items: data,
    total: Number.isFinite(total) && headers.has('x-total-count') ? total : data.length,
    precision: totalPrecision(headers),
  };
}

export const productListKeys = {
  all: [...productKeys.all, 'list'],
  page: (filters: ProductFilters) => [...productListKeys.all, filters] as const,
} as const;

export const productsQuery = (filters: ProductFilters) =>
  queryOptions({ queryKey: productListKeys.page(filters), queryFn: () => getProducts(filters) });

export function useProducts(filters: ProductFilters) {
  return useQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });
}
