import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult, InsertResult, NewProductBody, Product, UpdateResult } from '@phonehaat/contract';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

export const ADMIN_PAGE_SIZE = 10;

export interface ProductPage {
  items: Product[];
  total: number;
}

/** GET /allProducts, one page; the count comes from X-Total-Count. Spec §8: a failed fetch shows an empty list. */
export async function getAdminProducts(page: number): Promise<ProductPage> {
  try {
    const { data, headers } = await apiRequest<Product[]>(`/allProducts?page=${page}&limit=${ADMIN_PAGE_SIZE}`);
    const total = Number(headers.get('x-total-count') ?? data.length);
    return { items: data, total: Number.isFinite(total) ? total : data.length };
  } catch {
    return { items: [], total: 0 };
  }
}

export const adminProductKeys = {
  all: [...productKeys.all, 'admin'],
  page: (page: number) => [...adminProductKeys.all, page] as const,
} as const;

export const adminProductsQuery = (page: number) => queryOptions({ queryKey: adminProductKeys.page(page), queryFn: () => getAdminProducts(page) });

export const useAdminProducts = (page: number) => useQuery({ ...adminProductsQuery(page), placeholderData: keepPreviousData });

/** GET /myProducts: the seller's own listings with their status. */
export const getMyProducts = () => api.get<Product[]>('/myProducts');
export const myProductKeys = { all: [...productKeys.all, 'mine'] } as const;
export const myProductsQuery = () => queryOptions({ queryKey: myProductKeys.all, queryFn: getMyProducts });
export const useMyProducts = () => useQuery(myProductsQuery());

export const advertiseProduct = (id: string) => api.put<UpdateResult>(`/allProducts/${encodeURIComponent(id)}`);
export const removeProduct = (id: string) => api.delete<DeleteResult>(`/allProducts/${encodeURIComponent(id)}`);
export const createProduct = (body: NewProductBody) => api.post<InsertResult>('/allProducts', body);

/**
 * A listing added, advertised or removed changes this feature's lists (adminProductKeys,
 * myProductKeys) and the catalogue's (products feature): all of them sit under productKeys.all.
 */
function useProductMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }) });
}

export const useAdvertiseProduct = () => useProductMutation(advertiseProduct);
export const useRemoveProduct = () => useProductMutation(removeProduct);
export const useCreateProduct = () => useProductMutation(createProduct);
