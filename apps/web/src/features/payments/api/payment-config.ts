import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

export type PaymentConfig = PublicConfig['payments'];

export const getPaymentConfig = async (): Promise<PaymentConfig> => (await api.get<PublicConfig>('/config')).payments;

/** Which card processor this deployment uses; it does not change while the page is open. */
export const paymentConfigQuery = () => queryOptions({ queryKey: ['config', 'payments'], queryFn: getPaymentConfig, staleTime: Infinity });

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery());
}
