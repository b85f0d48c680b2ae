import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationRef } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { conversationKeys } from '../../../lib/query-keys.ts';

/** GET /products/{id}/conversation and /orders/{id}/conversation: the viewer's thread about a listing or an order, if any. */
export const getListingConversation = (productId: string) =>
  api.get<ConversationRef>(`/products/${encodeURIComponent(productId)}/conversation`);
export const getOrderConversation = (orderId: string) =>
  api.get<ConversationRef>(`/orders/${encodeURIComponent(orderId)}/conversation`);

export const conversationRefKeys = {
  all: [...conversationKeys.all, 'ref'],
  listing: (productId: string) => [...conversationKeys.all, 'ref', 'listing', productId] as const,
  order: (orderId: string) => [...conversationKeys.all, 'ref', 'order', orderId] as const,
} as const;

export const listingConversationQuery = (productId: string) =>
  queryOptions({ queryKey: conversationRefKeys.listing(productId), queryFn: () => getListingConversation(productId) });
export const orderConversationQuery = (orderId: string) =>
  queryOptions({ queryKey: conversationRefKeys.order(orderId), queryFn: () => getOrderConversation(orderId) });

/** The product page's question: has this buyer a thread about it already ("Open conversation")? */
export const useListingConversation = (productId: string, enabled = true) =>
  useQuery({ ...listingConversationQuery(productId), enabled });
/** The order page's thread, continued from before the booking. */
export const useOrderConversation = (orderId: string) => useQuery(orderConversationQuery(orderId));
