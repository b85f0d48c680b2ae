import { z } from 'zod';
import type { ParcelStatus } from '../courier.ts';

/**
 * Pathao merchant API ("aladdin" v1) answers, as its integrators show them (sources P1/P2, Pathao's own
 * WooCommerce plugin pathao-eng/courier-woocommerce-plugin, codeboxr/pathao-courier). Lists come as
 * {data: {data: [...]}}; everything else as {message, type, code, data}.
 */

export const tokenAnswer = z.object({
  token_type: z.string().optional(),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  /** Seconds. */
  expires_in: z.number().int().positive(),
});

const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.object({ data: z.array(item) }) });
export const cityList = listOf(z.object({ city_id: z.number().int(), city_name: z.string() }));
export const zoneList = listOf(z.object({ zone_id: z.number().int(), zone_name: z.string() }));
export const areaList = listOf(z.object({ area_id: z.number().int(), area_name: z.string() }));
export const storeList = listOf(z.object({ store_id: z.number().int(), store_name: z.string() }));

export const pricePlanAnswer = z.object({
  data: z.object({
    price: z.number(),
    discount: z.number(),
    /** A fraction of the amount collected (0.01 = 1 %), as the integrators read it. */
    cod_percentage: z.number().nonnegative(),
    final_price: z.number(),
  }),
});

const consignmentId = z.string().min(1);
export const createAnswer = z.object({
  data: z.object({
    consignment_id: consignmentId,
    merchant_order_id: z.string().nullable().optional(),
    order_status: z.string().min(1),
  }),
});

export const infoAnswer = z.object({
  data: z.object({
    consignment_id: consignmentId,
    merchant_order_id: z.string().nullable().optional(),
    order_status: z.string().min(1),
    order_status_slug: z.string().min(1).optional(),
  }),
});

export const webhookBody = z.object({
  event: z.string().min(1),
  consignment_id: consignmentId.optional(),
  merchant_order_id: z.string().nullable().optional(),
  collected_amount: z.number().optional(),
  reason: z.string().optional(),
});

/** Order statuses (order_status_slug, order_status with spaces) and webhook events, in our terms. */
const STATUS: Record<string, ParcelStatus | null> = {
  pending: 'pending',
  created: 'pending',
  pickup_requested: 'pending',
  assigned_for_pickup: 'pending',
  picked: 'picked_up',
  pickup_failed: 'on_hold',
  pickup_cancelled: 'cancelled',
  at_the_sorting_hub: 'in_transit',
  in_transit: 'in_transit',
  received_at_last_mile_hub: 'in_transit',
  assigned_for_delivery: 'in_transit',
  delivered: 'delivered',
  payment_invoice: 'delivered',
  partial_delivery: 'on_hold',
  return: 'returned',
  returned: 'returned',
  paid_return: 'returned',
  delivery_failed: 'on_hold',
  on_hold: 'on_hold',
  exchange: 'on_hold',
  exchanged: 'on_hold',
  /** Webhook events that move nothing. */
  updated: null,
  paid: null,
};

const key = (raw: string) =>
  raw
    .trim()
    .toLowerCase()
    .replace(/^order\./, '')
    .replace(/[\s-]+/g, '_');
export const isPathaoStatus = (raw: string) => key(raw) in STATUS;
export const pathaoStatus = (raw: string): ParcelStatus | null => STATUS[key(raw)] ?? null;
