import { useMutation } from '@tanstack/react-query';
import type { GatewayCheckoutBody, GatewayRedirectAnswer } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /payments/checkout: opens a gateway checkout for the booking's stored price; answers where the buyer goes. */
export const startGatewayCheckout = (body: GatewayCheckoutBody) => api.post<GatewayRedirectAnswer>('/payments/checkout', body);

export function useGatewayCheckout() {
  return useMutation({ mutationFn: startGatewayCheckout });
}
