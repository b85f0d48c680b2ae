import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_FACETS_PATH, type ListingFacets } from '@phonehaat/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';
import { productSearch, type ProductFilters } from './get-products.ts';

/** The filters the counts depend on: paging and order do not change them. */
const countedFilters = ({ page: _page, limit: _limit, sort: _sort, ...filters }: ProductFilters) => filters;

/** GET /products/facets: each filter option's count given the other filters (decision 0042). */
export async function getFacets(filters: ProductFilters): Promise<ListingFacets> {
  const { data } = await apiRequest<ListingFacets>(`${ALL_FACETS_PATH}${productSearch(countedFilters(filters))}`, {
    anonymous: true,
  });
  return data;
}

export const facetKeys = {
  all: [...productKeys.all, 'facets'],
  of: (filters: ProductFilters) => [...facetKeys.all, countedFilters(filters)] as const,
} as const;

export const facetsQuery = (filters: ProductFilters) =>
  queryOptions({ queryKey: facetKeys.of(filters), queryFn: () => getFacets(filters) });

/** The counts keep showing the last answer while the next loads, so the panel does not jump. */
export function useFacets(filters: ProductFilters) {
  return useQuery({ ...facetsQuery(filters), placeholderData: keepPreviousData });
}
