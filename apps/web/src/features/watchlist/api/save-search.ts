import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { savedSearchKeys } from './get-saved-searches.ts';

/** POST /saved-searches: keeps a /products query string (the server writes it canonical); 409 when already kept. */
export const saveSearch = (query: string) => api.post<SavedSearch>('/saved-searches', { query, alerts: true });

export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
