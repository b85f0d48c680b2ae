import { z } from 'zod';
import { deliveryChoice } from './delivery.ts';
import { latinDigits } from './digits.ts';
import { bookingMessages, messages } from './messages.ts';
import { orderAction, orderState } from './order.ts';

/** Spec §3 booking, as the API answers it. The snapshot fields keep what was booked. */
export const booking = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  buyerName: z.string(),
  email: z.string(),
  price: z.number().int(),
  sellerLocation: z.string(),
  pickUpLocation: z.string(),
  phone: z.string(),
  paid: z.boolean(),
  /** 'sold' once someone paid for the product: an unpaid booking of a sold product can no longer be paid. */
  productStatus: z.enum(['available', 'sold', 'removed']),
  transactionId: z.string().optional(),
  createdAt: z.string(),
  /** The order's state beyond the spec's `paid` (decision 0020): the web app shows it beside Pay Now / Paid. */
  state: orderState.optional(),
  /**
   * What the viewer may do to the order now, from the server's transition table (the order answer's
   * `actions`): My Orders and the payment page show Pay Now only when it holds `pay`.
   */
  actions: z.array(orderAction).optional(),
  /** Whether the viewer may delete (hide) it: not while it holds money or a hand-over code (409 then). */
  deletable: z.boolean().optional(),
});
export type Booking = z.infer<typeof booking>;

export const PHONE_PATTERN = /^\+?[0-9]{6,15}$/;

/** The fields a buyer types on the booking form (spec §5); the phone may be typed in Bangla digits. */
export const bookingFormFields = {
  pickUpLocation: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(200, bookingMessages.pickUpTooLong),
  phone: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .transform((value) => latinDigits(value).replace(/[\s-]/g, ''))
    .pipe(z.string().regex(PHONE_PATTERN, bookingMessages.phone)),
};
export const bookingForm = z.object(bookingFormFields);
export type BookingForm = z.input<typeof bookingForm>;

/**
 * POST /bookingProduct body (spec §7). Only productId, pickUpLocation and phone are trusted; the
 * product snapshot, price and buyer come from the database and the session.
 */
export const newBookingBody = z.object({
  productId: z.string({ error: messages.required }).min(1, messages.required).max(200),
  productName: z.string().max(500).optional(),
  productImage: z.string().max(4096).optional(),
  buyerName: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  price: z.union([z.number(), z.string().max(40)]).optional(),
  sellerLocation: z.string().max(500).optional(),
  ...bookingFormFields,
  /** Delivery by courier to this address (issue 42); absent: the spec's meet-up at pickUpLocation. */
  delivery: deliveryChoice.optional(),
});
export type NewBookingBody = z.input<typeof newBookingBody>;

export const bookingListQuery = z.object({ email: z.string().min(1).max(320) });
