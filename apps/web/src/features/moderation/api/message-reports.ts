import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReport, MessageReportDecisionBody } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** Issue 39 §3: reported messages, the moderation queue's second list. */
export const messageReportKeys = { all: ['message-reports'] } as const;

/** GET /admin/message-reports: the open reports of messages, each with the reported text. */
export const getMessageReports = () => api.get<MessageReport[]>('/admin/message-reports');

export const messageReportsQuery = () => queryOptions({ queryKey: messageReportKeys.all, queryFn: getMessageReports });

export const useMessageReports = () => useQuery(messageReportsQuery());

export type MessageReportDecision = MessageReportDecisionBody & { id: string };

/** PATCH /admin/message-reports/{id}: the report dismissed or upheld; it leaves the open list. */
export function useDecideMessageReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: MessageReportDecision) =>
      api.patch<MessageReport>(`/admin/message-reports/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageReportKeys.all }),
  });
}
