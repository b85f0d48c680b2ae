import { z } from 'zod';
import { districtOf, districtIds, divisionIds } from './bd-districts.ts';
import { latinDigits } from './digits.ts';
import { messages } from './messages.ts';

/**
 * Delivery by courier (issue 42): the buyer's address, the fee quoted before paying, and the parcel the
 * seller books from the order page. Meet-up stays the default; a listing offers delivery only when its
 * seller ships and a courier is configured.
 */

/** What every quote and parcel weighs: a phone in its box with padding (couriers charge the first kilogram). */
export const PHONE_PARCEL_WEIGHT_KG = 0.5;

/** The law's delivery deadlines (Digital Commerce Guidelines 2021), counted from payment or the cash agreement. */
export const deliveryDays = { sameDistrict: 5, otherDistrict: 10 } as const;

/** Our parcel statuses, in the order a parcel normally moves through them. */
export const parcelStatuses = ['requested', 'pending', 'picked_up', 'in_transit', 'delivered', 'returned', 'cancelled', 'on_hold'] as const;
export const parcelStatus = z.enum(parcelStatuses);
export type ParcelStatusName = z.infer<typeof parcelStatus>;

/** The couriers PhoneHaat can book (COURIER setting); `simulated` runs the demo and the browser tests. */
export const courierNames = ['simulated', 'steadfast', 'pathao'] as const;
export const courierName = z.enum(courierNames);

export const deliveryMessages = {
  mobile: 'Enter a Bangladeshi mobile number (01XXXXXXXXX)',
  districtOutsideDivision: 'This district is not in the division chosen',
  notOffered: 'The seller does not ship this phone: choose a meet-up',
  noCourier: 'Delivery by courier is not available right now: choose a meet-up',
  codNotAccepted: 'The seller does not take cash on delivery for this phone',
  notCourierOrder: 'This order is not delivered by courier',
  pickupBooked: 'A courier pickup is already booked for this order',
  codeNotForCourier: 'This order goes by courier: book the pickup instead of a meet-up hand-over',
  parcelUnsettled: 'The courier has not confirmed the pickup yet; it will show here as soon as it does',
} as const;

const BD_MOBILE = /^01[3-9]\d{8}$/;

/** Where the parcel goes: division → district → area (thana), the phone the courier calls, a landmark. */
export const deliveryAddress = z
  .object({
    division: z.enum(divisionIds, { error: 'Select a division' }),
    district: z.enum(districtIds, { error: 'Select a district' }),
    area: z.string({ error: messages.required }).trim().min(1, messages.required).max(80, 'Area must be at most 80 characters'),
    /** Road, house, flat: what the rider needs at the door. */
    street: z.string({ error: messages.required }).trim().min(1, messages.required).max(200, 'Address must be at most 200 characters'),
    landmark: z.string().trim().max(120, 'Landmark must be at most 120 characters').optional(),
    phone: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .transform((value) => latinDigits(value).replace(/[\s-]/g, '').replace(/^\+?88/, ''))
      .pipe(z.string().regex(BD_MOBILE, deliveryMessages.mobile)),
  })
  .superRefine((address, context) => {
    if (districtOf(address.district)?.division !== address.division)
      context.addIssue({ code: 'custom', path: ['district'], message: deliveryMessages.districtOutsideDivision });
  });
export type DeliveryAddress = z.output<typeof deliveryAddress>;
export type DeliveryAddressInput = z.input<typeof deliveryAddress>;

/** An address as answers carry it (already checked when booked: no transforms, which answers cannot encode). */
export const storedDeliveryAddress = z.object({
  division: z.string(),
  district: z.string(),
  area: z.string(),
  street: z.string(),
  landmark: z.string().optional(),
  phone: z.string(),
});

/** The booking's delivery choice (POST /bookingProduct's optional `delivery`); absent means a meet-up. */
export const deliveryChoice = z.object({ kind: z.literal('courier'), address: deliveryAddress });
export type DeliveryChoice = z.input<typeof deliveryChoice>;

/** One line of an address, as the label and the seller's order page print it. */
export function addressLine(address: DeliveryAddress): string {
  const district = districtOf(address.district)?.en ?? address.district;
  return [address.street, address.landmark ? `near ${address.landmark}` : null, address.area, district].filter(Boolean).join(', ');
}

/** GET /delivery/quote: the fee to deliver this phone to this district (and area), before booking. */
export const deliveryQuoteQuery = z.object({
  productId: z.string().min(1).max(200),
  district: z.enum(districtIds, { error: 'Select a district' }),
  area: z.string().trim().max(80).optional(),
  /** Quote cash on delivery: the courier's charge on the amount it collects is added. */
  cod: z.enum(['true', 'false']).optional(),
});
export type DeliveryQuoteQuery = z.input<typeof deliveryQuoteQuery>;

export const deliveryQuote = z.object({
  courier: courierName,
  /** Whole TK the buyer pays for delivery, shown apart from the phone's price. */
  feeTk: z.number().int(),
  deliveryTk: z.number().int(),
  codChargeTk: z.number().int(),
  /** The phone's price plus the fee: what the buyer pays in all. */
  totalTk: z.number().int(),
  /** Days the law allows from payment: 5 within the seller's district, 10 elsewhere. */
  deliveryDays: z.number().int(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuote>;

/** A status the parcel reached, for the order page's tracking list. */
export const parcelEvent = z.object({ status: parcelStatus, rawStatus: z.string(), at: z.string(), message: z.string().nullable() });

/** The parcel of a courier order, as its buyer, its seller and admins see it. */
export const parcel = z.object({
  courier: courierName,
  status: parcelStatus,
  /** The courier's own word for the status. */
  rawStatus: z.string(),
  consignmentId: z.string().nullable(),
  trackingCode: z.string().nullable(),
  bookedAt: z.string(),
  /** The law's delivery deadline for this parcel. */
  deliverBy: z.string(),
  /** Cash the courier collects at the door (a cash-on-delivery order), whole TK; 0 when paid online. */
  codAmountTk: z.number().int(),
  /** What the courier reported collecting, once it did. */
  collectedTk: z.number().int().nullable(),
  events: z.array(parcelEvent),
});
export type Parcel = z.infer<typeof parcel>;

/** The order answer's delivery part: the address, the fee and the parcel once booked. */
export const orderDelivery = z.object({
  address: storedDeliveryAddress,
  /** One printable line of the address. */
  addressLine: z.string(),
  feeTk: z.number().int(),
  /** Price plus fee: what the buyer pays (online, or to the courier on a cash-on-delivery order). */
  totalTk: z.number().int(),
  /** The seller lets the buyer pay the courier at the door. */
  codOffered: z.boolean(),
  /** The buyer chose to pay the courier at the door. */
  cashOnDelivery: z.boolean(),
  /** The seller's place the courier picks up from. */
  pickupFrom: z.string(),
  parcel: parcel.nullable(),
});
export type OrderDelivery = z.infer<typeof orderDelivery>;

/** POST /orders/{id}/pickup: the seller books the courier; the phone must be off their NEIR record first. */
export const bookPickupBody = z.object({
  neirDeregistered: z.literal(true, { error: 'Confirm that you de-registered this phone from NEIR before handing it over' }),
});
export type BookPickupBody = z.infer<typeof bookPickupBody>;

/** GET /admin/reconciliation/parcels: parcels whose courier status disagrees with their order's state. */
export const parcelMismatch = z.object({
  orderId: z.string(),
  productName: z.string(),
  orderState: z.string(),
  courier: courierName,
  parcelStatus: parcelStatus,
  rawStatus: z.string(),
  consignmentId: z.string().nullable(),
  /** Why they disagree, in a sentence the admin can act on. */
  problem: z.string(),
  checkedAt: z.string().nullable(),
});
export type ParcelMismatch = z.infer<typeof parcelMismatch>;
