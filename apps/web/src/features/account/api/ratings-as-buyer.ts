import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingsAsBuyer } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /users/me/ratings: what sellers said of the signed-in person as their buyer. */
export const getRatingsAsBuyer = () => api.get<RatingsAsBuyer>('/users/me/ratings');

export const ownAccountKeys = {
  all: ['own-account'],
  ratingsAsBuyer: () => [...ownAccountKeys.all, 'ratings-as-buyer'] as const,
  deletionCheck: () => [...ownAccountKeys.all, 'deletion-check'] as const,
} as const;

export const ratingsAsBuyerQuery = () => queryOptions({ queryKey: ownAccountKeys.ratingsAsBuyer(), queryFn: getRatingsAsBuyer });

export const useRatingsAsBuyer = () => useQuery(ratingsAsBuyerQuery());
