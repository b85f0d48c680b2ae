import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryQuote, DeliveryQuoteQuery } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

export const deliveryQuoteKeys = {
  all: ['delivery-quote'] as const,
  one: (query: DeliveryQuoteQuery) => [...deliveryQuoteKeys.all, query] as const,
};

/** GET /delivery/quote: the fee to deliver this phone to this district (and area), before booking. */
export const getDeliveryQuote = (query: DeliveryQuoteQuery) => {
  const search = new URLSearchParams({ productId: query.productId, district: query.district });
  if (query.area) search.set('area', query.area);
  if (query.cod) search.set('cod', query.cod);
  return api.get<DeliveryQuote>(`/delivery/quote?${search.toString()}`);
};

/** A refused quote (409: the seller does not ship, no courier) is an answer, not a failure worth retrying. */
export const deliveryQuoteQuery = (query: DeliveryQuoteQuery) =>
  queryOptions({ queryKey: deliveryQuoteKeys.one(query), queryFn: () => getDeliveryQuote(query), retry: false, staleTime: 60_000 });

/** The quote once a district is chosen; nothing is asked before. */
export function useDeliveryQuote(query: DeliveryQuoteQuery | null) {
  return useQuery({ ...deliveryQuoteQuery(query ?? { productId: '', district: 'dhaka' }), enabled: query !== null });
}
