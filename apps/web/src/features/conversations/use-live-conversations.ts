import { useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../lib/query-keys.ts';
import { useUserEvents } from '../../lib/realtime/use-user-events.ts';
import { conversationDetailKeys } from './api/get-conversation.ts';
import { conversationRefKeys } from './api/get-conversation-ref.ts';
import { conversationListKeys } from './api/get-conversations.ts';
import { messagesUnreadKeys } from './api/get-unread-count.ts';

const conversationEvents = ['message', 'offer', 'read'] as const;

/**
 * Issue 39 §2: a new message, an offer made or answered, or the other side reading, shows without a
 * reload. The thread it is about is read again (if shown; else it is marked stale); a message or an offer
 * also changes the list, the unread count and which listing has a thread, and an accepted offer is a booking.
 */
export function useLiveConversations(): void {
  const client = useQueryClient();
  useUserEvents(conversationEvents, ({ kind, data }) => {
    const thread = data.conversationId ? conversationDetailKeys.one(data.conversationId) : conversationDetailKeys.all;
    void client.invalidateQueries({ queryKey: thread });
    if (kind === 'read') return;
    void client.invalidateQueries({ queryKey: conversationListKeys.all });
    void client.invalidateQueries({ queryKey: messagesUnreadKeys.all });
    // A thread opened elsewhere (another tab, an offer): the product and order pages find it.
    void client.invalidateQueries({ queryKey: conversationRefKeys.all });
    if (kind === 'offer') void client.invalidateQueries({ queryKey: bookingKeys.all });
  });
}
