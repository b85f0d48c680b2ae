import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail, ConversationList } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { conversationDetailKeys } from './get-conversation.ts';
import { conversationListKeys } from './get-conversations.ts';
import { messagesUnreadKeys } from './get-unread-count.ts';

/** POST /conversations/{id}/read: the reader has seen the thread (the other side's "Seen" follows). */
export const markConversationRead = (conversationId: string) =>
  api.post<{ ok: true }>(`/conversations/${encodeURIComponent(conversationId)}/read`);

/** Shown read at once in the thread and the list; the count is asked again from the server. */
export function useMarkConversationRead(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(conversationId),
    onMutate: () => {
      client.setQueryData<ConversationDetail>(
        conversationDetailKeys.one(conversationId),
        (detail) => detail && { ...detail, unread: 0 },
      );
      client.setQueryData<ConversationList>(
        conversationListKeys.all,
        (list) =>
          list && { ...list, items: list.items.map((item) => (item.id === conversationId ? { ...item, unread: 0 } : item)) },
      );
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: messagesUnreadKeys.all }),
        client.invalidateQueries({ queryKey: conversationListKeys.all }),
      ]),
  });
}
