import type { Offer } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../errors/app-error.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';
import { acceptOffer } from './accept-offer.ts';
import { closePendingOffer } from './close-offer.ts';
import { offerAnswer } from './offer-answer.ts';
import { offerOfParty } from './offer-of-party.ts';
import { recordOfferStep } from './record-offer-step.ts';

export type OfferAction = 'accept' | 'decline' | 'withdraw';

/** Who may answer how: the side that did not make an offer accepts or declines it, its maker withdraws it. */
const answeredBy: Record<OfferAction, { by: 'maker' | 'other'; refusal: string }> = {
  accept: { by: 'other', refusal: 'You cannot accept your own offer' },
  decline: { by: 'other', refusal: 'You cannot decline your own offer: withdraw it instead' },
  withdraw: { by: 'maker', refusal: 'Only the side that made an offer can withdraw it' },
};

/**
 * An answer to an open offer (issue 39 §4). Accepting makes it a booking at its price, accepted by the
 * seller at once (accept-offer.ts); declining and withdrawing close it, with their line in the thread.
 */
export async function answerOffer(
  db: Database,
  catalogueChanged: CatalogueChanged,
  viewer: Viewer,
  offerId: string,
  action: OfferAction,
  now: Date,
): Promise<Offer> {
  const { offer, side } = await offerOfParty(db, viewer, offerId);
  const rule = answeredBy[action];
  if ((side === offer.madeBy) !== (rule.by === 'maker')) throw forbidden(rule.refusal);
  if (action === 'accept') return acceptOffer(db, catalogueChanged, viewer, offer, now);

  const closed = await db.transaction(async (tx) => {
    const row = await closePendingOffer(tx, offer.id, action === 'decline' ? 'declined' : 'withdrawn', now);
    await recordOfferStep(tx, row, action === 'decline' ? 'declined' : 'withdrawn', viewer.id, now);
    return row;
  });
  return offerAnswer(closed, now);
}
