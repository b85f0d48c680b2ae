import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImeiCollision, MyReport, Product, ReportedListing, ReportsDecisionBody, ReviewDecisionBody, ReviewQueueItem } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

// Under the products root: a decision here changes the catalogue's lists and the seller's own list too.
export const moderationKeys = {
  reviewQueue: [...productKeys.all, 'review-queue'] as const,
  reports: [...productKeys.all, 'reports'] as const,
  mine: ['reports', 'mine'] as const,
  imeiCollisions: [...productKeys.all, 'imei-collisions'] as const,
};

/** GET /admin/review-queue: listings waiting for review, the longest waiting first. */
export const reviewQueueQuery = () =>
  queryOptions({ queryKey: moderationKeys.reviewQueue, queryFn: () => api.get<ReviewQueueItem[]>('/admin/review-queue') });
export const useReviewQueue = () => useQuery(reviewQueueQuery());

/** GET /admin/reports: listings with open reports, hidden ones first. */
export const useReportedListings = () =>
  useQuery({ queryKey: moderationKeys.reports, queryFn: () => api.get<ReportedListing[]>('/admin/reports') });

/** GET /admin/imei-collisions: listings refused for a live IMEI, newest first, with who tried and how often lately. */
export const useImeiCollisions = () =>
  useQuery({ queryKey: moderationKeys.imeiCollisions, queryFn: () => api.get<ImeiCollision[]>('/admin/imei-collisions') });

/** GET /reports/mine: this person's reports with their outcome. */
export const myReportsQuery = () => queryOptions({ queryKey: moderationKeys.mine, queryFn: () => api.get<MyReport[]>('/reports/mine') });
export const useMyReports = (enabled = true) => useQuery({ ...myReportsQuery(), enabled });

const useInvalidating = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.mine }),
      ]);
    },
  });
};

/** POST /products/{id}/review: approve, or reject with a reason. */
export const useReviewDecision = () =>
  useInvalidating(({ id, body }: { id: string; body: ReviewDecisionBody }) => api.post<Product>(`/products/${encodeURIComponent(id)}/review`, body));

/** POST /products/{id}/reports/review: dismiss the open reports or remove the listing. */
export const useReportsDecision = () =>
  useInvalidating(({ id, body }: { id: string; body: ReportsDecisionBody }) =>
    api.post<null>(`/products/${encodeURIComponent(id)}/reports/review`, body),
  );
