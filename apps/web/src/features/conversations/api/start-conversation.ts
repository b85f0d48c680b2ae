import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { startConversationBody } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { conversationKeys } from '../../../lib/query-keys.ts';

export type StartConversationBody = z.input<typeof startConversationBody>;

/** POST /conversations: the first message about a listing ("Ask the seller"); the buyer's thread for it is reused. */
export const startConversation = (body: StartConversationBody) => api.post<{ conversationId: string }>('/conversations', body);

export function useStartConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    // The list, the count and the product page's "Open conversation" now know the thread.
    onSuccess: () => client.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
