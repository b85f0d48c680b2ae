import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult, InsertResult, NewProductBody, UpdateResult } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

/** POST /allProducts: a new listing (spec §7). */
export const createProduct = (body: NewProductBody) => api.post<InsertResult>('/allProducts', body);
/** PUT /allProducts/{id}: advertise a listing (admin). */
export const advertiseProduct = (id: string) => api.put<UpdateResult>(`/allProducts/${encodeURIComponent(id)}`);
/** DELETE /allProducts/{id}: remove a listing (admin, or its seller). */
export const removeProduct = (id: string) => api.delete<DeleteResult>(`/allProducts/${encodeURIComponent(id)}`);

/**
 * A listing added, advertised or removed changes this feature's lists (adminProductKeys in
 * get-admin-products.ts, myProductKeys in lib/get-my-products.ts) and the catalogue's, in the products
 * feature: every one of them sits under productKeys.all.
 */
function useListingMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }) });
}

export const useCreateProduct = () => useListingMutation(createProduct);
export const useAdvertiseProduct = () => useListingMutation(advertiseProduct);
export const useRemoveProduct = () => useListingMutation(removeProduct);
