import { eq } from 'drizzle-orm';
import type { Offer } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { offers, products, users } from '../../db/schema/index.ts';
import { conflict } from '../../errors/app-error.ts';
import { violatedConstraint } from '../../lib/pg-errors.ts';
import { bookInTransaction } from '../bookings/create-booking.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';
import { transitionInTransaction } from '../orders/apply-transition.ts';
import { lockPhone } from '../orders/lock-phone.ts';
import { findOrderRow } from '../orders/order-row.ts';
import { refuseIfCannotWrite } from '../conversations/blocks.ts';
import { closePendingOffer } from './close-offer.ts';
import { offerAnswer, type OfferRow } from './offer-answer.ts';
import { hasOpenBooking, refuseIfNotOnSale } from './offer-listing.ts';
import { appendOfferMessage, notifyOfferStep } from './record-offer-step.ts';

const alreadyBooked = 'The buyer has a booking of this phone already: the deal goes on there, at the listed price';

/**
 * Accepting an offer, in one transaction (issue 39 §4): the offer closes as accepted (the conditional
 * update decides against a second accept or the expiry sweep), the buyer's booking is made at its price
 * with the order's own function and accepted by the seller with the order's transition, as if the
 * seller had pressed Accept; from there the deal goes on unchanged, paid at the booking's price. The
 * listing is locked first, as by every writer of a phone's orders: sold meanwhile, the accept is refused.
 */
export async function acceptOffer(
  db: Database,
  catalogueChanged: CatalogueChanged,
  viewer: Viewer,
  offer: OfferRow,
  now: Date,
): Promise<Offer> {
  await refuseIfCannotWrite(db, viewer.id, viewer.id === offer.buyerId ? offer.sellerId : offer.buyerId);
  let accepted: OfferRow;
  try {
    accepted = await db.transaction(async (tx) => {
      await lockPhone(tx, offer.productId);
      const closed = await closePendingOffer(tx, offer.id, 'accepted', now);
      const [product] = await tx.select().from(products).where(eq(products.id, offer.productId)).limit(1);
      refuseIfNotOnSale(product);
      if (await hasOpenBooking(tx, offer.buyerId, offer.productId)) throw conflict(alreadyBooked);
      // A closed account was refused above (refuseIfCannotWrite); the row itself stays.
      const [buyer] = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, offer.buyerId));
      if (!buyer) throw new Error(`offer ${offer.id} without its buyer`);

      // First, as it locks both sides' event counters in order (record-offer-step.ts).
      await appendOfferMessage(tx, closed, 'accepted', viewer.id, now);
      const booking = await bookInTransaction(
        tx,
        product,
        buyer,
        { pickUpLocation: closed.pickUpLocation, phone: closed.phone, price: closed.amount, quietly: true },
        now,
      );
      const order = await findOrderRow(tx, booking.id);
      if (!order) throw new Error('booking not found in its own transaction');
      // The seller's own acceptance of the booking: its event and timer are the order's; the offer's
      // acceptance is what both sides are told of (below), not a booking and its acceptance besides.
      await transitionInTransaction(tx, order, 'accept', ['seller'], now, {}, offer.sellerId, { quietly: true });
      const [linked] = await tx.update(offers).set({ bookingId: booking.id }).where(eq(offers.id, offer.id)).returning();
      await notifyOfferStep(tx, linked!, 'accepted', now);
      return linked!;
    });
  } catch (error) {
    // A booking of the buyer's made in the instant between the check and the insert.
    if (violatedConstraint(error) === 'bookings_buyer_product_open_idx') throw conflict(alreadyBooked);
    throw error;
  }
  // The phone shows as reserved, as after any order transition.
  catalogueChanged();
  return offerAnswer(accepted, now);
}
