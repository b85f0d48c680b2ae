import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORIES_PATH, type Category } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

export const getCategories = () => api.getPublic<Category[]>(CATEGORIES_PATH);

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 10 * 60 * 1000 });

export function useCategories() {
  return useQuery(categoriesQuery());
}
