import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, ResolveDisputeBody } from '@phonehaat/contract';
import { api } from '../../../../lib/api-client.ts';
import { bookingKeys } from '../../../../lib/query-keys.ts';

export const disputeKeys = { all: [...bookingKeys.all, 'disputes'] } as const;

/** GET /disputes: open disputes, the longest waiting first, each with its timeline. */
export const disputesQuery = () => queryOptions({ queryKey: disputeKeys.all, queryFn: () => api.get<Order[]>('/disputes') });
export const useDisputes = () => useQuery(disputesQuery());

/** POST /disputes/:id/resolve: refund (the phone back on sale, or removed) or release, with a note. */
export const resolveDispute = ({ id, body }: { id: string; body: ResolveDisputeBody }) =>
  api.post<Order>(`/disputes/${id}/resolve`, body);

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    // The order changed for its buyer and seller too, and the listing may be back on sale. A refusal
    // (409: resolved meanwhile) leaves the list as it is, so the card can say so until the admin refreshes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
