import { eq } from 'drizzle-orm';
import { OFFER_LIFETIME_MS, errorCodes, type Offer } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { offers, products } from '../../db/schema/index.ts';
import { AppError, forbidden } from '../../errors/app-error.ts';
import { lockPhone } from '../orders/lock-phone.ts';
import { refuseIfCannotWrite } from '../conversations/blocks.ts';
import { checkSendingLimits } from '../conversations/messaging-limits.ts';
import { closePendingOffer } from './close-offer.ts';
import { offerAnswer } from './offer-answer.ts';
import { refuseAboveAsking, refuseIfNotOnSale } from './offer-listing.ts';
import { offerOfParty } from './offer-of-party.ts';
import { recordOfferStep } from './record-offer-step.ts';

const sameAmount = 'A counter-offer is another price: to agree to this one, accept it';

/**
 * The seller answers a buyer's open offer with another price (issue 39 §4): the buyer's offer is closed
 * as countered and the seller's, on the same place and phone, is the thread's open offer for 48 hours.
 */
export async function counterOffer(db: Database, seller: Viewer, offerId: string, amount: number, now: Date): Promise<Offer> {
  const { offer, side } = await offerOfParty(db, seller, offerId);
  if (side !== 'seller') throw forbidden('Only the seller can counter an offer');
  if (offer.madeBy !== 'buyer') throw forbidden('You cannot counter your own offer: withdraw it to make another');
  if (amount === offer.amount) throw new AppError(errorCodes.validation, 400, `amount: ${sameAmount}`, { amount: sameAmount });
  await refuseIfCannotWrite(db, seller.id, offer.buyerId);

  const counter = await db.transaction(async (tx) => {
    await lockPhone(tx, offer.productId);
    const [product] = await tx.select().from(products).where(eq(products.id, offer.productId)).limit(1);
    refuseIfNotOnSale(product);
    refuseAboveAsking(amount, product);
    await checkSendingLimits(tx, seller.id, now, { opensConversation: false });
    const countered = await closePendingOffer(tx, offer.id, 'countered', now);
    const [row] = await tx
      .insert(offers)
      .values({
        conversationId: countered.conversationId,
        productId: countered.productId,
        buyerId: countered.buyerId,
        sellerId: countered.sellerId,
        madeBy: 'seller',
        amount,
        pickUpLocation: countered.pickUpLocation,
        phone: countered.phone,
        counterOf: countered.id,
        expiresAt: new Date(now.getTime() + OFFER_LIFETIME_MS),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordOfferStep(tx, row, 'countered', seller.id, now);
    return row;
  });
  return offerAnswer(counter, now);
}
