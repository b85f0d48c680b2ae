import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationKeys } from '../../../lib/query-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useUserEventsLive } from '../../../lib/realtime/use-user-events.ts';

export interface MessagesUnread {
  /** How many threads hold messages the person has not read. */
  unread: number;
}

/** GET /conversations/unread-count: the number on the header's messages icon and the dashboard menu. */
export const getMessagesUnread = () => api.get<MessagesUnread>('/conversations/unread-count');

export const messagesUnreadKeys = { all: [...conversationKeys.all, 'unread-count'] } as const;

/** How often the count is asked while the event stream is down (as the bell's), and while it is up, in case an event was lost. */
export const MESSAGES_UNREAD_REFRESH_MS = 20_000;
export const MESSAGES_UNREAD_LIVE_REFRESH_MS = 60_000;

export const messagesUnreadQuery = () =>
  queryOptions({ queryKey: messagesUnreadKeys.all, queryFn: getMessagesUnread, refetchOnWindowFocus: true, staleTime: 10_000 });

/** The signed-in person's count of unread threads: new messages push it (use-live-conversations.ts), polling backs that up. */
export function useMessagesUnread(enabled = true) {
  const live = useUserEventsLive();
  return useQuery({
    ...messagesUnreadQuery(),
    refetchInterval: live ? MESSAGES_UNREAD_LIVE_REFRESH_MS : MESSAGES_UNREAD_REFRESH_MS,
    enabled,
  });
}
