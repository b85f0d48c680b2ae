import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@phonehaat/contract';
import { api } from '../../../../lib/api-client.ts';

export const overviewKeys = { all: ['admin-overview'], of: (days: number) => [...overviewKeys.all, days] as const } as const;

/** GET /admin/overview?days=: the admin's figures for the last `days` days. */
export const overviewQuery = (days: number) =>
  queryOptions({ queryKey: overviewKeys.of(days), queryFn: () => api.get<AdminOverview>(`/admin/overview?days=${days}`) });

/** Keeps the last period's figures on screen while another period loads. */
export const useOverview = (days: number) => useQuery({ ...overviewQuery(days), placeholderData: keepPreviousData });
