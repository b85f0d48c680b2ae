import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationRef } from '@phonehaat/contract';
import { api } from '../../../../lib/api-client.ts';
import { disputeKeys } from './get-disputes.ts';

/** GET /admin/disputes/{orderId}/conversation: the buyer's and seller's thread about the disputed order, if they wrote. */
export const getDisputeConversation = (orderId: string) =>
  api.get<ConversationRef>(`/admin/disputes/${encodeURIComponent(orderId)}/conversation`);

export const disputeConversationKeys = {
  one: (orderId: string) => [...disputeKeys.all, orderId, 'conversation'] as const,
};

export const disputeConversationQuery = (orderId: string) =>
  queryOptions({ queryKey: disputeConversationKeys.one(orderId), queryFn: () => getDisputeConversation(orderId) });

/** Asked only once the admin opens the dispute's conversation (`enabled`). */
export const useDisputeConversation = (orderId: string, enabled: boolean) =>
  useQuery({ ...disputeConversationQuery(orderId), enabled });
