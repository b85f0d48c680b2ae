import type { CourierError } from './courier-error.ts';

/**
 * What PhoneHaat asks of a courier (issue 42 §2): a fee quote, a parcel booked under our order id as the
 * merchant's invoice, its status in our words, a cancel, and the courier's pushed status updates verified
 * and normalised. Steadfast and Pathao speak their own protocols behind it; the simulated courier runs the
 * demo and the browser tests with no network.
 */

export type CourierName = 'steadfast' | 'pathao' | 'simulated';

/** Our parcel statuses, in the order a parcel normally moves through them (the order service reads these). */
export const parcelStatuses = ['pending', 'picked_up', 'in_transit', 'delivered', 'returned', 'cancelled', 'on_hold'] as const;
export type ParcelStatus = (typeof parcelStatuses)[number];

/** Bangladeshi mobile number as every courier takes it: 11 digits, 01 then operator 3–9. */
export const BANGLADESHI_MOBILE = /^01[3-9]\d{8}$/;
/** Steadfast: "alpha-numeric including hyphens and underscores"; we keep to that for every courier. */
export const INVOICE = /^[A-Za-z0-9_-]{1,64}$/;

export interface Place {
  district: string;
  /** Thana / area; the couriers' zone. */
  area: string;
}

export interface QuoteInput {
  from: Place;
  to: Place;
  weightKg: number;
  /** Whole TK the courier collects at the door; 0 when the money is already held by us. */
  codAmount: number;
}

export interface Quote {
  /** Whole TK (rounded up): delivery plus the cash-on-delivery charge. */
  feeTk: number;
  deliveryTk: number;
  codChargeTk: number;
  /** Where the figure comes from: the courier's own price plan, or a configured table of its published plan. */
  source: 'price-plan' | 'flat-table';
}

export interface NewParcel {
  /** Our order id, sent as the merchant's invoice; one parcel per invoice. */
  invoice: string;
  recipient: { name: string; phone: string; address: string } & Place;
  codAmount: number;
  note?: string;
  weightKg: number;
}

export interface Parcel {
  invoice: string;
  /**
   * The courier's ids. null only when a parcel was found again by invoice after an unanswered create and
   * the courier's lookup does not say them (Steadfast's status_by_invoice answers the status alone); its
   * webhooks carry consignment_id, which fills them in.
   */
  consignmentId: string | null;
  trackingCode: string | null;
  status: ParcelStatus;
  rawStatus: string;
}

export interface ParcelState {
  status: ParcelStatus;
  /** The courier's own word, kept for the reconciliation page and support. */
  rawStatus: string;
}

export type ParcelRef = { invoice: string } | { consignmentId: string };

/** A verified push from the courier, in our terms. */
export interface StatusUpdate {
  invoice: string | null;
  consignmentId: string | null;
  /** null for a message that moves nothing (Steadfast's tracking_update, Pathao's order.updated or order.paid). */
  status: ParcelStatus | null;
  rawStatus: string;
  message: string | null;
  /** COD actually collected, when the courier says it (Steadfast's cod_amount, Pathao's collected_amount). */
  collectedTk: number | null;
}

export type WebhookEvent =
  | { kind: 'update'; update: StatusUpdate }
  /** The courier checking the endpoint (Pathao's webhook_integration): answer with this status and these headers. */
  | { kind: 'handshake'; replyStatus: number; replyHeaders: Record<string, string> };

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface Courier {
  readonly name: CourierName;
  /** True when the courier can be asked about a parcel by our invoice alone (create-or-find relies on it). */
  readonly findsByInvoice: boolean;
  quote(input: QuoteInput): Promise<Quote>;
  /** Books the parcel; a second create for the same invoice answers the first parcel, never a second one. */
  createParcel(input: NewParcel): Promise<Parcel>;
  /** The parcel booked under an invoice, or null when the courier has none. Throws 'unsupported' when it cannot tell. */
  findParcel(invoice: string): Promise<Parcel | null>;
  parcelStatus(ref: ParcelRef): Promise<ParcelState>;
  cancelParcel(ref: ParcelRef): Promise<void>;
  /** Verifies and reads a pushed update; throws CourierError 'bad_signature' for an unauthenticated one. */
  parseWebhook(headers: WebhookHeaders, rawBody: string): WebhookEvent;
}

/** A header's one value (node lower-cases names; a repeated header is refused as ambiguous). */
export function headerValue(headers: WebhookHeaders, name: string): string | null {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : null;
}

export type { CourierError };
