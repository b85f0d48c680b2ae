import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

/** GET /myProducts: the signed-in seller's (or admin's) own listings with their status: the dashboard lists them, product pages tell an owner their own listing. */
export const getMyProducts = () => api.get<Product[]>('/myProducts');

export const myProductKeys = { all: [...productKeys.all, 'mine'] } as const;

export const myProductsQuery = () => queryOptions({ queryKey: myProductKeys.all, queryFn: getMyProducts });

export const useMyProducts = () => useQuery(myProductsQuery());
