import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceGuide, PriceGuideQuery } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /price-guide: asking and sold prices of one kind of phone (without the listing's own, on its page). Shared: Add Product and the product page. */
export const getPriceGuide = ({ model, storageGb, condition, productId }: PriceGuideQuery) =>
  api.getPublic<PriceGuide>(
    `/price-guide?${new URLSearchParams({ model, storageGb: String(storageGb), condition, ...(productId && { productId }) })}`,
  );

export const priceGuideKeys = { all: ['price-guide'] } as const;

export const priceGuideQuery = (kind: PriceGuideQuery) =>
  queryOptions({ queryKey: [...priceGuideKeys.all, kind], queryFn: () => getPriceGuide(kind), staleTime: 5 * 60 * 1000 });

/** The guide once the kind is known (model, storage and condition all chosen); idle before. */
export function usePriceGuide(kind: PriceGuideQuery | null) {
  return useQuery({ ...priceGuideQuery(kind ?? { model: '', storageGb: 0, condition: 'good' }), enabled: kind !== null });
}
