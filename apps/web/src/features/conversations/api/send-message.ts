import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail, Message, MessageBody } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { conversationDetailKeys } from './get-conversation.ts';
import { conversationListKeys } from './get-conversations.ts';

/** POST /conversations/{id}/messages: a text, a photo, or both. */
export const sendMessage = (conversationId: string, body: MessageBody) =>
  api.post<Message>(`/conversations/${encodeURIComponent(conversationId)}/messages`, body);

/** Sends a message; the answer joins the shown thread at once (the stream's echo then finds it there), and the list reloads. */
export function useSendMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageBody) => sendMessage(conversationId, body),
    onSuccess: (message) => {
      client.setQueryData<ConversationDetail>(conversationDetailKeys.one(conversationId), (detail) =>
        detail && !detail.messages.some((known) => known.id === message.id)
          ? { ...detail, messages: [...detail.messages, message], lastMessage: message.body, lastMessageAt: message.createdAt }
          : detail,
      );
      return client.invalidateQueries({ queryKey: conversationListKeys.all });
    },
    // Refused because a block came meanwhile (403): the thread is read again and shows why no one may write.
    onError: (error) =>
      error instanceof ApiError && error.status === 403
        ? client.invalidateQueries({ queryKey: conversationDetailKeys.one(conversationId) })
        : undefined,
  });
}
