import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReport, ReportBody } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

// The reporter's own reports; the dashboard's My Reports reads the same key.
const myReportsKey = ['reports', 'mine'] as const;

/** GET /reports/mine: this person's reports, to say on the product page that they reported it. */
export const useMyReports = (enabled: boolean) =>
  useQuery({ queryKey: myReportsKey, queryFn: () => api.get<MyReport[]>('/reports/mine'), enabled, staleTime: 60_000 });

/** POST /products/{id}/reports. */
export function useReportListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReportBody }) => api.post<MyReport>(`/products/${encodeURIComponent(id)}/reports`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReportsKey }),
  });
}
