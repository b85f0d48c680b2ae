import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GatewayOutcome, HeldPaymentDecisionBody, ParcelMismatch, ReconciliationAnswer } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

const keys = {
  all: ['reconciliation'] as const,
  list: (mismatches: boolean) => ['reconciliation', mismatches] as const,
  parcels: ['reconciliation', 'parcels'] as const,
};

/** GET /admin/payments/reconciliation: the gateways' checkouts against the recorded payments. */
export const useReconciliation = (mismatches: boolean) =>
  useQuery({
    queryKey: keys.list(mismatches),
    queryFn: () => api.get<ReconciliationAnswer>(`/admin/payments/reconciliation?mismatches=${mismatches}`),
  });

/** GET /admin/reconciliation/parcels (issue 42): parcels whose courier status disagrees with their order's state. */
export const useParcelMismatches = (enabled: boolean) =>
  useQuery({ queryKey: keys.parcels, queryFn: () => api.get<ParcelMismatch[]>('/admin/reconciliation/parcels'), enabled });

/** POST /admin/payments/reconciliation/retry: what the job queue does each minute, now. */
export function useRetryCheckouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ settled: number }>('/admin/payments/reconciliation/retry'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /admin/payments/checkouts/{id}/decision: accept or refund a payment held as risky. */
export function useDecideHeldPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkoutId, decision }: { checkoutId: string; decision: HeldPaymentDecisionBody['decision'] }) =>
      api.post<{ outcome: GatewayOutcome }>(`/admin/payments/checkouts/${encodeURIComponent(checkoutId)}/decision`, { decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
