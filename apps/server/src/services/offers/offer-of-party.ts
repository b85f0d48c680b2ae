import { eq } from 'drizzle-orm';
import { isUuid } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import type { OfferRow } from './offer-answer.ts';

export type OfferSide = 'buyer' | 'seller';

/**
 * An offer and which side of it the viewer is. Anyone else, admins included, is told there is none: an
 * offer lives in a conversation, which only its two sides read (issue 39 §3).
 */
export async function offerOfParty(db: Database, viewer: Viewer, offerId: string): Promise<{ offer: OfferRow; side: OfferSide }> {
  if (!isUuid(offerId)) throw notFound('Offer');
  const [offer] = await db.select().from(offers).where(eq(offers.id, offerId)).limit(1);
  if (offer?.buyerId === viewer.id) return { offer, side: 'buyer' };
  if (offer?.sellerId === viewer.id) return { offer, side: 'seller' };
  throw notFound('Offer');
}
