import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { conversationDetailKeys } from './get-conversation.ts';
import { conversationListKeys } from './get-conversations.ts';

/** PUT /conversations/{id}/block: block (or unblock) the other side of this thread. */
export const setBlocked = (conversationId: string, blocked: boolean) =>
  api.put<{ blocked: boolean }>(`/conversations/${encodeURIComponent(conversationId)}/block`, { blocked });

export function useSetBlocked(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(conversationId, blocked),
    // Whether either side may write changes with it.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: conversationDetailKeys.one(conversationId) }),
        client.invalidateQueries({ queryKey: conversationListKeys.all }),
      ]),
  });
}
