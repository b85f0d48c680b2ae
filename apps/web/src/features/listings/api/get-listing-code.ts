import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingCodeAnswer } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /listing-code: whether this seller must add a verification photo, and the day's code for it. */
export const getListingCode = () => api.get<ListingCodeAnswer>('/listing-code');

export const listingCodeQuery = () =>
  // The code changes with the day in Bangladesh: asked again each time Add Product opens.
  queryOptions({ queryKey: ['listing-code'], queryFn: getListingCode, staleTime: 0 });

export const useListingCode = () => useQuery({ ...listingCodeQuery(), refetchOnMount: 'always' });
