import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { conversationKeys } from '../../../lib/query-keys.ts';
import { useUserEventsLive } from '../../../lib/realtime/use-user-events.ts';

/** GET /conversations/{id}: one thread, its messages, the open offer and what the reader may do (buyer or seller only). */
export const getConversation = (id: string) => api.get<ConversationDetail>(`/conversations/${encodeURIComponent(id)}`);

export const conversationDetailKeys = {
  all: [...conversationKeys.all, 'detail'],
  one: (id: string) => [...conversationKeys.all, 'detail', id] as const,
} as const;

/** How often a shown thread is read again while the event stream is down; while it is up, its events do it. */
export const THREAD_REFRESH_MS = 15_000;

export const conversationQuery = (id: string) =>
  queryOptions({ queryKey: conversationDetailKeys.one(id), queryFn: () => getConversation(id) });

/** One thread, kept current: by the event stream, else by asking every 15 s while the tab is visible. */
export function useConversation(id: string) {
  const live = useUserEventsLive();
  return useQuery({ ...conversationQuery(id), refetchInterval: live ? false : THREAD_REFRESH_MS });
}
