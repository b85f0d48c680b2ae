import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { savedSearchList } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { watchlistKeys } from '../../../lib/query-keys.ts';

export type SavedSearchList = z.infer<typeof savedSearchList>;

/** GET /saved-searches: the person's saved /products filters, with their alerts on or off. */
export const getSavedSearches = () => api.get<SavedSearchList>('/saved-searches');

export const savedSearchKeys = { all: [...watchlistKeys.all, 'saved-searches'] } as const;

export const savedSearchesQuery = () => queryOptions({ queryKey: savedSearchKeys.all, queryFn: getSavedSearches });

export const useSavedSearches = () => useQuery(savedSearchesQuery());
