import { and, eq, isNull } from 'drizzle-orm';
import {
  districtOf,
  deliveryDays,
  deliveryMessages,
  errorCodes,
  isUuid,
  PHONE_PARCEL_WEIGHT_KG,
  type DeliveryAddress,
  type DeliveryQuote,
} from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { Courier, Place } from '../couriers/courier.ts';
import { isCourierError } from '../couriers/courier-error.ts';

const refuse = (message: string) => new AppError(errorCodes.conflict, 409, message);
const DAY = 24 * 3600_000;

/** A district id as the couriers name it (their city lists are in English). */
export const courierDistrict = (id: string | null) => districtOf(id)?.en ?? id ?? '';

/** The seller's side of a parcel: the listing's district and place. */
export const pickupPlace = (product: { district: string | null; location: string }): Place => ({
  district: courierDistrict(product.district),
  area: product.location,
});

/** The law's delivery deadline from payment (or the cash agreement): 5 days within the seller's district, 10 elsewhere. */
export const deliveryDaysFor = (sellerDistrict: string | null, buyerDistrict: string) =>
  sellerDistrict === buyerDistrict ? deliveryDays.sameDistrict : deliveryDays.otherDistrict;
export const deliverByFrom = (start: Date, days: number) => new Date(start.getTime() + days * DAY);

export interface QuoteRequest {
  productId: string;
  district: string;
  area?: string | undefined;
  cod?: boolean | undefined;
  /** The booked price when it differs from the listing's (an accepted offer). */
  priceTk?: number | undefined;
}

/**
 * The fee to deliver a listed phone to a district (issue 42 §1), from the courier's price plan: refused
 * (409, a sentence to show) when no courier is configured, the seller does not ship it, or cash on
 * delivery is asked and not allowed. A courier that cannot be reached is a 503 the buyer may retry.
 */
export async function quoteDelivery(db: Database, courier: Courier | null, request: QuoteRequest): Promise<DeliveryQuote> {
  if (!courier) throw refuse(deliveryMessages.noCourier);
  if (!isUuid(request.productId)) throw notFound('Product');
  const [product] = await db
    .select({ selling: products.selling, district: products.district, location: products.location, ships: products.ships, codAccepted: products.codAccepted })
    .from(products)
    .where(and(eq(products.id, request.productId), isNull(products.deletedAt)))
    .limit(1);
  if (!product) throw notFound('Product');
  if (!product.ships) throw refuse(deliveryMessages.notOffered);
  if (request.cod && !product.codAccepted) throw refuse(deliveryMessages.codNotAccepted);
  const price = request.priceTk ?? product.selling;
  try {
    const quote = await courier.quote({
      from: pickupPlace(product),
      to: { district: courierDistrict(request.district), area: request.area ?? '' },
      weightKg: PHONE_PARCEL_WEIGHT_KG,
      // Cash on delivery: the courier collects the phone's price and its own fee, and charges on that.
      codAmount: request.cod ? price : 0,
    });
    return {
      courier: courier.name,
      feeTk: quote.feeTk,
      deliveryTk: quote.deliveryTk,
      codChargeTk: quote.codChargeTk,
      totalTk: price + quote.feeTk,
      deliveryDays: deliveryDaysFor(product.district, request.district),
    };
  } catch (error) {
    if (isCourierError(error, 'refused')) throw new AppError(errorCodes.validation, 400, `The courier does not deliver there: ${error.message}`);
    if (isCourierError(error)) throw new AppError(errorCodes.unavailable, 503, 'The courier could not be reached for a delivery fee; try again in a minute');
    throw error;
  }
}

/** A booking's delivery columns: the address and the fee quoted now, before any money is asked for. */
export async function courierBookingTerms(db: Database, courier: Courier | null, productId: string, address: DeliveryAddress) {
  const quote = await quoteDelivery(db, courier, { productId, district: address.district, area: address.area });
  return { address, feeTk: quote.feeTk };
}
