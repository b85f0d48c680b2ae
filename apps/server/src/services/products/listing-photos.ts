import { isImageUnder, photoMessages, photoUrlsOf, productMessages, type ListingReviewState } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import { invalidField } from '../../errors/app-error.ts';
import { initialReview } from '../moderation/review-machine.ts';

/** A new listing's photos as stored: the URLs in order, the cover (the first) and the verification photo. */
export interface CheckedPhotos {
  urls: string[];
  cover: string;
  verificationPhoto: string | null;
}

/**
 * The photos a new listing is stored with (decision 0040). Each must be ours (a photo elsewhere would
 * let its host watch every visitor); the first becomes `image`. A seller whose listing waits for review
 * must add the verification photo, which admins alone see; a verified seller's is not kept.
 */
export function checkedPhotos(
  body: { image: string; photos?: string[] | undefined; verificationPhoto?: string | undefined },
  seller: Pick<Viewer, 'verify' | 'role'>,
  imageBases: readonly string[],
): CheckedPhotos {
  const urls = photoUrlsOf(body);
  if (body.photos === undefined && !isImageUnder(body.image, imageBases)) throw invalidField('image', productMessages.imageNotOurs, 'image_not_ours');
  if (!urls.every((url) => isImageUnder(url, imageBases))) throw invalidField('photos', photoMessages.notOurs, 'photos_not_ours');
  const reviewed = initialReview(seller).status === 'pending';
  if (reviewed && body.verificationPhoto === undefined) throw invalidField('verificationPhoto', photoMessages.verificationRequired, 'verification_required');
  if (reviewed && !isImageUnder(body.verificationPhoto!, imageBases))
    throw invalidField('verificationPhoto', photoMessages.verificationNotOurs, 'verification_not_ours');
  return { urls, cover: urls[0]!, verificationPhoto: reviewed ? body.verificationPhoto! : null };
}

/**
 * The photos after an edit: new `photos` replace them all; a new `image` alone (a client of the spec's
 * form) replaces the cover and keeps the rest, so the photos' first is always `image`.
 */
export function editedPhotoUrls(
  current: readonly string[],
  changes: { image?: string | undefined; photos?: string[] | undefined },
  imageBases: readonly string[],
): string[] | undefined {
  if (changes.photos !== undefined) {
    if (!changes.photos.every((url) => isImageUnder(url, imageBases))) throw invalidField('photos', photoMessages.notOurs, 'photos_not_ours');
    return changes.photos;
  }
  if (changes.image === undefined) return undefined;
  if (!isImageUnder(changes.image, imageBases)) throw invalidField('image', productMessages.imageNotOurs, 'image_not_ours');
  return [changes.image, ...current.slice(1).filter((url) => url !== changes.image)];
}

/**
 * The verification photo an edit stores, or undefined when it sends none (decision 0040). Only a listing
 * waiting for review (pending, or rejected, which the edit sends back to pending) takes a new one: it
 * replaces the photo an admin found unclear. A live or held listing has nothing left to prove (400).
 */
export function editedVerificationPhoto(
  review: ListingReviewState,
  verificationPhoto: string | undefined,
  imageBases: readonly string[],
): string | undefined {
  if (verificationPhoto === undefined) return undefined;
  if (review !== 'pending' && review !== 'rejected')
    throw invalidField('verificationPhoto', photoMessages.verificationNotUnderReview, 'verification_not_under_review');
  if (!isImageUnder(verificationPhoto, imageBases)) throw invalidField('verificationPhoto', photoMessages.verificationNotOurs, 'verification_not_ours');
  return verificationPhoto;
}
