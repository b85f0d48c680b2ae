import type { PublicConfig } from '@phonehaat/contract';
import { usePublicConfig } from '../../../lib/get-public-config.ts';

export type PaymentConfig = PublicConfig['payments'];

const paymentsOf = (config: PublicConfig): PaymentConfig => config.payments;

/** Which card processor this deployment uses (GET /config, shared with sign-in's Google button). */
export function usePaymentConfig() {
  return usePublicConfig(paymentsOf);
}
