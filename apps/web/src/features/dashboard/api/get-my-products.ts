import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

/** GET /myProducts: the seller's own listings with their status. */
export const getMyProducts = () => api.get<Product[]>('/myProducts');

export const myProductKeys = { all: [...productKeys.all, 'mine'] } as const;

export const myProductsQuery = () => queryOptions({ queryKey: myProductKeys.all, queryFn: getMyProducts });

export const useMyProducts = () => useQuery(myProductsQuery());
