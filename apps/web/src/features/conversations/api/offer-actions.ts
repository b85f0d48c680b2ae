import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { newOfferBody, Offer } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys, conversationKeys, productKeys } from '../../../lib/query-keys.ts';

export type NewOfferBody = z.output<typeof newOfferBody>;
export type OfferAction = 'accept' | 'decline' | 'withdraw';

/** POST /offers: a buyer's price, with where and how to meet (the booking it becomes); opens the thread if needed. */
export const makeOffer = (body: NewOfferBody) => api.post<Offer>('/offers', body);
/** POST /offers/{id}/counter: the seller's own price against the buyer's offer. */
export const counterOffer = (offerId: string, amount: number) =>
  api.post<Offer>(`/offers/${encodeURIComponent(offerId)}/counter`, { amount });
/** POST /offers/{id}/answer: accepted or declined by the other side, withdrawn by its maker. */
export const answerOffer = (offerId: string, action: OfferAction) =>
  api.post<Offer>(`/offers/${encodeURIComponent(offerId)}/answer`, { action });

/**
 * Every offer changes its thread (the open offer, the history, whether one may be made) and the lists;
 * an accepted one is a booking at its price, so the orders and the listing (now reserved) reload too.
 */
function useOfferMutation<Input>(send: (input: Input) => Promise<Offer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (offer) =>
      Promise.all([
        client.invalidateQueries({ queryKey: conversationKeys.all }),
        ...(offer.orderId
          ? [client.invalidateQueries({ queryKey: bookingKeys.all }), client.invalidateQueries({ queryKey: productKeys.all })]
          : []),
      ]),
  });
}

export const useMakeOffer = () => useOfferMutation(makeOffer);
export const useCounterOffer = (offerId: string) => useOfferMutation((amount: number) => counterOffer(offerId, amount));
export const useAnswerOffer = (offerId: string) => useOfferMutation((action: OfferAction) => answerOffer(offerId, action));
