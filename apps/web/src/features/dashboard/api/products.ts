import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category, DeleteResult, InsertResult, NewProductBody, Product, UpdateResult } from '@phonehaat/contract';
import { api, apiRequest } from '../../../lib/api-client.ts';

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

export const adminProductsQuery = (page: number) =>
  queryOptions({ queryKey: ['products', 'admin', page], queryFn: () => getAdminProducts(page) });

export const useAdminProducts = (page: number) => useQuery({ ...adminProductsQuery(page), placeholderData: keepPreviousData });

/** GET /myProducts: the seller's own listings with their status. */
export const getMyProducts = () => api.get<Product[]>('/myProducts');
export const myProductsQuery = () => queryOptions({ queryKey: ['products', 'mine'], queryFn: getMyProducts });
export const useMyProducts = () => useQuery(myProductsQuery());

/** Spec §7: the Add Product form asks for the categories every time it shows. */
export const getCategories = () => api.getPublic<Category[]>('/productsCategories');
export const useCategories = () => useQuery({ queryKey: ['categories'], queryFn: getCategories, staleTime: 0 });

export const advertiseProduct = (id: string) => api.put<UpdateResult>(`/allProducts/${encodeURIComponent(id)}`);
export const removeProduct = (id: string) => api.delete<DeleteResult>(`/allProducts/${encodeURIComponent(id)}`);
export const createProduct = (body: NewProductBody) => api.post<InsertResult>('/allProducts', body);

function useProductMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }) });
}

export const useAdvertiseProduct = () => useProductMutation(advertiseProduct);
export const useRemoveProduct = () => useProductMutation(removeProduct);
export const useCreateProduct = () => useProductMutation(createProduct);
