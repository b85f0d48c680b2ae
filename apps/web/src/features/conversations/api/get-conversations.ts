import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ConversationList } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { conversationKeys } from '../../../lib/query-keys.ts';
import { messagesUnreadKeys, type MessagesUnread } from './get-unread-count.ts';

/** GET /conversations: the signed-in person's threads, as buyer and as seller, with the unread count. */
export const getConversations = () => api.get<ConversationList>('/conversations');

export const conversationListKeys = { all: [...conversationKeys.all, 'list'] } as const;

/** The list carries the unread count too: the header's icon takes it, so the two never disagree for long. */
function keepCount(client: QueryClient, list: ConversationList): ConversationList {
  client.setQueryData<MessagesUnread>(messagesUnreadKeys.all, { unread: list.unread });
  return list;
}

export const conversationsQuery = () =>
  queryOptions({
    queryKey: conversationListKeys.all,
    queryFn: async ({ client }) => keepCount(client, await getConversations()),
    // Newest first, whatever order the answer came in.
    select: (list) => ({
      ...list,
      items: [...list.items].sort((a, b) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt)),
    }),
  });

/** The Messages page's threads (and the thread page's side list on wide screens). */
export const useConversations = () => useQuery(conversationsQuery());
