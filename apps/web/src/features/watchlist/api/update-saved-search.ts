import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { savedSearchKeys, type SavedSearchList } from './get-saved-searches.ts';

export interface AlertsChange {
  id: string;
  alerts: boolean;
}

/** PATCH /saved-searches/{id}: the daily alerts of one search on or off. */
export const updateSavedSearch = ({ id, alerts }: AlertsChange) =>
  api.patch<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}`, { alerts });

/** The switch moves at once and moves back if the server refuses. */
export function useUpdateSavedSearch() {
  const client = useQueryClient();
  const show = ({ id, alerts }: AlertsChange) =>
    client.setQueryData<SavedSearchList>(
      savedSearchKeys.all,
      (data) => data && { items: data.items.map((item) => (item.id === id ? { ...item, alerts } : item)) },
    );
  return useMutation({
    mutationFn: updateSavedSearch,
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: savedSearchKeys.all });
      show(change);
    },
    onError: (_error, change) => show({ ...change, alerts: !change.alerts }),
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
