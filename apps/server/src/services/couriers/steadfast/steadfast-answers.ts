import { z } from 'zod';
import type { ParcelStatus } from '../courier.ts';

/**
 * The shapes of Steadfast (packzy) API v1 answers and webhooks, from its API document (source SF:
 * jakir-hossen-4928/dreamer-shop steadfastapidocs.md, and the same document's webhook section). Steadfast
 * puts a `status` (200 on success) in every JSON body; unknown fields are dropped.
 */

const id = z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).transform(String);

export const createAnswer = z.object({
  status: z.literal(200),
  message: z.string(),
  consignment: z.object({
    consignment_id: id,
    invoice: z.string().min(1),
    tracking_code: z.string().min(1),
    status: z.string().min(1),
  }),
});

export const statusAnswer = z.object({ status: z.literal(200), delivery_status: z.string().min(1) });

export const balanceAnswer = z.object({ status: z.literal(200), current_balance: z.number() });

/**
 * A refusal: {status, message, errors: {field: [text]}} (Laravel's validation envelope, as integrators
 * report it — the document itself shows no error body; the duplicate invoice comes back as
 * errors.invoice "The invoice has already been taken.").
 */
export const refusalAnswer = z.object({
  status: z.number().int().optional(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

const webhookDeliveryStatus = z.object({
  notification_type: z.literal('delivery_status'),
  consignment_id: id,
  invoice: z.string().min(1),
  cod_amount: z.number(),
  status: z.string().min(1),
  delivery_charge: z.number(),
  tracking_message: z.string(),
  updated_at: z.string(),
});

const webhookTrackingUpdate = z.object({
  notification_type: z.literal('tracking_update'),
  consignment_id: id,
  invoice: z.string().min(1),
  tracking_message: z.string(),
  updated_at: z.string(),
});

export const webhookBody = z.discriminatedUnion('notification_type', [webhookDeliveryStatus, webhookTrackingUpdate]);

/**
 * Steadfast's delivery statuses (document §4, webhook §1) in our terms. Steadfast does not tell pickup
 * from transit: "pending" is "not delivered or cancelled yet", i.e. accepted and on its way. A phone is
 * one item, so a partial delivery means the money collected differs: on hold for a person. "cancelled" is
 * also how a parcel refused at the door ends (Steadfast has no separate returned status). The webhook
 * writes statuses capitalised ("Delivered"), so the lookup ignores case.
 */
export const STEADFAST_STATUSES: Record<string, ParcelStatus> = {
  in_review: 'pending',
  pending: 'in_transit',
  hold: 'on_hold',
  delivered_approval_pending: 'delivered',
  delivered: 'delivered',
  partial_delivered_approval_pending: 'on_hold',
  partial_delivered: 'on_hold',
  cancelled_approval_pending: 'cancelled',
  cancelled: 'cancelled',
  unknown_approval_pending: 'on_hold',
  unknown: 'on_hold',
};

export const steadfastStatus = (raw: string): ParcelStatus | null => STEADFAST_STATUSES[raw.trim().toLowerCase()] ?? null;
