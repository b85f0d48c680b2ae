import { useEffect, useSyncExternalStore } from 'react';
import type { ConversationDetail } from '@phonehaat/contract';
import { useMarkConversationRead } from './api/mark-conversation-read.ts';

const subscribeToVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisible = () => document.visibilityState === 'visible';

/**
 * Marks the shown thread read (issue 39 §1) when it opens with unread messages, and again when new ones
 * arrive while it is on screen; a thread left open in a hidden tab waits until the tab is shown.
 */
export function useMarkReadWhileVisible(conversationId: string, detail: ConversationDetail | undefined): void {
  const { mutate } = useMarkConversationRead(conversationId);
  const visible = useSyncExternalStore(subscribeToVisibility, pageVisible, () => false);
  const unread = detail?.unread ?? 0;
  const lastMessage = detail?.messages.at(-1)?.id;
  useEffect(() => {
    if (visible && unread > 0) mutate();
  }, [visible, unread, lastMessage, mutate]);
}
