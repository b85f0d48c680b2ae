import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /users: every account (admin). */
export const getUsers = () => api.get<User[]>('/users');

/** The users lists: every account here, the sellers in get-sellers.ts. */
export const userKeys = {
  all: ['users'],
  everyone: () => [...userKeys.all, 'all'] as const,
  sellers: () => [...userKeys.all, 'sellers'] as const,
} as const;

export const usersQuery = () => queryOptions({ queryKey: userKeys.everyone(), queryFn: getUsers });

export const useUsers = () => useQuery(usersQuery());
