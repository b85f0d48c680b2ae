import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageReportBody } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

export type MessageReportBody = z.input<typeof messageReportBody>;

/** POST /messages/{id}/report: the receiver tells the admins about a message (a scam, abuse, spam). */
export const reportMessage = (messageId: string, body: MessageReportBody) =>
  api.post<{ id: string }>(`/messages/${encodeURIComponent(messageId)}/report`, body);

export const useReportMessage = () =>
  useMutation({
    mutationFn: ({ messageId, body }: { messageId: string; body: MessageReportBody }) => reportMessage(messageId, body),
  });
