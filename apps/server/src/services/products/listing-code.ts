import { dhakaDay, listingCode, type ListingCodeAnswer } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import { initialReview } from '../moderation/review-machine.ts';

/**
 * What the Add Product form asks before the seller lists: whether their listing will wait for review
 * (so a verification photo is required) and the code of the day to write on its paper (decision 0040).
 */
export const listingCodeFor = (seller: Viewer, now: Date): ListingCodeAnswer => ({
  verificationRequired: initialReview(seller).status === 'pending',
  listingCode: listingCode(seller.id, dhakaDay(now)),
});
