import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult, EditProductBody, NewProductBody, NewProductResult, Product, UpdateResult } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, productKeys } from '../../../lib/query-keys.ts';

/** POST /allProducts: a new listing (spec §7). */
export const createProduct = (body: NewProductBody) => api.post<NewProductResult>('/allProducts', body);
/** PUT /allProducts/{id}: advertise a listing (admin). */
export const advertiseProduct = (id: string) => api.put<UpdateResult>(`/allProducts/${encodeURIComponent(id)}`);
/** DELETE /allProducts/{id}: remove a listing (admin, or its seller). */
export const removeProduct = (id: string) => api.delete<DeleteResult>(`/allProducts/${encodeURIComponent(id)}`);
// A seller managing their own listing (issue 24): each answers the listing as it now is.
/** PATCH /products/{id}: edit an unsold listing's price, photo, location or details. */
export const editProduct = ({ id, changes }: { id: string; changes: EditProductBody }) => api.patch<Product>(`/products/${encodeURIComponent(id)}`, changes);
/** POST /products/{id}/sold: sold outside PhoneHaat. */
export const markProductSold = (id: string) => api.post<Product>(`/products/${encodeURIComponent(id)}/sold`);
/** POST /products/{id}/relist: a listing its seller marked sold goes back on sale. */
export const relistProduct = (id: string) => api.post<Product>(`/products/${encodeURIComponent(id)}/relist`);

/**
 * A listing added, advertised or removed changes this feature's lists (adminProductKeys in
 * get-admin-products.ts, myProductKeys in get-my-products.ts) and the catalogue's, in the catalogue
 * feature: every one of them sits under productKeys.all.
 */
function useListingMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }) });
}

export const useCreateProduct = () => useListingMutation(createProduct);
export const useAdvertiseProduct = () => useListingMutation(advertiseProduct);
export const useRemoveProduct = () => useListingMutation(removeProduct);
export const useEditProduct = () => useListingMutation(editProduct);
/** Marking sold also declines the phone's open bookings: the bookings lists change too. */
export function useMarkProductSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markProductSold,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: productKeys.all }), queryClient.invalidateQueries({ queryKey: bookingKeys.all })]),
  });
}
export const useRelistProduct = () => useListingMutation(relistProduct);
