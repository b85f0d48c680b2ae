import { and, eq } from 'drizzle-orm';
import { OFFER_LIFETIME_MS, errorCodes, type Offer } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { conversations, offers } from '../../db/schema/index.ts';
import { conflict } from '../../errors/app-error.ts';
import { violatedConstraint } from '../../lib/pg-errors.ts';
import { findOrOpenConversation } from '../conversations/append-message.ts';
import { refuseIfCannotWrite } from '../conversations/blocks.ts';
import { checkSendingLimits } from '../conversations/messaging-limits.ts';
import { expireOffer } from './expire-offers.ts';
import { hasOpenBooking, offerableListing, refuseAboveAsking } from './offer-listing.ts';
import { offerAnswer } from './offer-answer.ts';
import { recordOfferStep } from './record-offer-step.ts';

export interface NewOffer {
  productId: string;
  amount: number;
  pickUpLocation: string;
  phone: string;
}

/** The one open offer a conversation may have (the partial unique index `offers_one_open_idx`). */
const openOfferRefusal = () =>
  conflict(
    'There is already an open offer on this phone: answer it or withdraw yours before making another',
    errorCodes.offerOpen,
  );

/**
 * A buyer offers a price for a listing (issue 39 §4): in the buyer's conversation about it, opened if
 * there is none, with its line in the thread and the seller told. The place and phone are the booking's
 * to be, should the offer be accepted.
 */
export async function makeOffer(db: Database, buyer: Viewer, input: NewOffer, now: Date): Promise<Offer> {
  const product = await offerableListing(db, buyer, input.productId);
  refuseAboveAsking(input.amount, product);
  await refuseIfCannotWrite(db, buyer.id, product.sellerId);
  if (await hasOpenBooking(db, buyer.id, product.id)) {
    throw conflict('You have booked this phone already: your booking is in My Orders, at the listed price');
  }
  try {
    const row = await db.transaction(async (tx) => {
      const thread = { productId: product.id, buyerId: buyer.id, sellerId: product.sellerId };
      // An offer is a message, and may open the conversation: the sending limits count it (issue 39 §3).
      const [existing] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.productId, product.id), eq(conversations.buyerId, buyer.id)))
        .limit(1);
      await checkSendingLimits(tx, buyer.id, now, { opensConversation: !existing });
      const { conversation } = await findOrOpenConversation(tx, thread, now);
      // An offer past its 48 hours that the sweep has not reached yet frees the thread's one open place now.
      await expireOffer(tx, { conversationId: conversation.id }, now);
      const [offer] = await tx
        .insert(offers)
        .values({
          ...thread,
          conversationId: conversation.id,
          madeBy: 'buyer',
          amount: input.amount,
          pickUpLocation: input.pickUpLocation,
          phone: input.phone,
          expiresAt: new Date(now.getTime() + OFFER_LIFETIME_MS),
          createdAt: now,
        })
        .returning();
      if (!offer) throw new Error('insert returned no row');
      await recordOfferStep(tx, offer, 'made', buyer.id, now);
      return offer;
    });
    return offerAnswer(row, now);
  } catch (error) {
    if (violatedConstraint(error) === 'offers_one_open_idx') throw openOfferRefusal();
    throw error;
  }
}
