import type { PublicConfig } from '@phonehaat/contract';
import { usePublicConfig } from '../../lib/get-public-config.ts';

export type CourierName = NonNullable<PublicConfig['courier']>;

/** The courier delivery goes by (GET /config); null while unknown or when delivery is off: then no delivery UI shows. */
export function useCourier(): CourierName | null {
  return usePublicConfig((config) => config.courier ?? null).data ?? null;
}
