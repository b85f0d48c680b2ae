import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminThreadQuery as adminThreadParams, ConversationDetail } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** Why an admin opens a thread: the dispute (an order's id) or the message report (its id) that points at it. */
export type AdminThreadReason = z.infer<typeof adminThreadParams>;

/**
 * GET /admin/conversations/{id}?via=…&ref=…: a thread as an admin may read it, only through a dispute or a
 * report that points at it (issue 39 §3). The server logs every read.
 */
export function getAdminThread(conversationId: string, { via, ref }: AdminThreadReason): Promise<ConversationDetail> {
  const query = new URLSearchParams({ via, ref });
  return api.get<ConversationDetail>(`/admin/conversations/${encodeURIComponent(conversationId)}?${query}`);
}

export const adminThreadKeys = {
  all: ['admin-threads'] as const,
  one: (conversationId: string, { via, ref }: AdminThreadReason) => ['admin-threads', conversationId, via, ref] as const,
};

/** Each opening asks again (and is logged again): the admin sees what is there now, and the log says so. */
export const adminThreadQuery = (conversationId: string, reason: AdminThreadReason) =>
  queryOptions({
    queryKey: adminThreadKeys.one(conversationId, reason),
    queryFn: () => getAdminThread(conversationId, reason),
    gcTime: 0,
  });

export const useAdminThread = (conversationId: string, reason: AdminThreadReason) =>
  useQuery(adminThreadQuery(conversationId, reason));
