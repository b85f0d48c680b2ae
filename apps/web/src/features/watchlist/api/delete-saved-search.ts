import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { savedSearchKeys } from './get-saved-searches.ts';

/** DELETE /saved-searches/{id}: the search and its alerts are gone. */
export const deleteSavedSearch = (id: string) => api.delete<unknown>(`/saved-searches/${encodeURIComponent(id)}`);

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
