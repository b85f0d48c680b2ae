import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './get-users.ts';

/** GET /seller: the sellers, with their verified flag (admin). */
export const getSellers = () => api.get<User[]>('/seller');

export const sellersQuery = () => queryOptions({ queryKey: userKeys.sellers(), queryFn: getSellers });

export const useSellers = () => useQuery(sellersQuery());
