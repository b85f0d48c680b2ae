import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORIES_PATH, type Category } from '@phonehaat/contract';
import { api } from './api-client.ts';

/** GET /productsCategories: the brands. Shared: the home grid, the catalogue's filters and pages, and Add Product use them. */
export const getCategories = () => api.getPublic<Category[]>(CATEGORIES_PATH);

export const categoryKeys = { all: ['categories'] } as const;

export const categoriesQuery = () => queryOptions({ queryKey: categoryKeys.all, queryFn: getCategories, staleTime: 10 * 60 * 1000 });

/**
 * The brands. `fresh` asks the server again each time the component mounts, as spec §7 has the Add
 * Product form do ("called on every render of the Add Product form").
 */
export function useCategories({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...categoriesQuery(), ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
}
