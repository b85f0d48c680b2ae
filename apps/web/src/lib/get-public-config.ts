import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@phonehaat/contract';
import { api } from './api-client.ts';

/** GET /config: what this deployment offers (Google sign-in, the card processor). Shared by sign-in and payment. */
export const getPublicConfig = () => api.get<PublicConfig>('/config');

/** It does not change while the page is open. */
export const publicConfigQuery = () => queryOptions({ queryKey: ['config'], queryFn: getPublicConfig, staleTime: Infinity });

export function usePublicConfig<T = PublicConfig>(select?: (config: PublicConfig) => T) {
  return useQuery({ ...publicConfigQuery(), select });
}
