import { dhakaDay, listingCode } from '@phonehaat/contract';
import { demoPersonId, type DemoProduct } from './catalogue.ts';
import { demoReviews } from './seed-demo-moderation.ts';

/** The further views drawn of each demo phone (cli/demo-art/phone-views.ts), by file suffix. */
const viewSets = [['back'], ['back', 'side'], ['front', 'back', 'side']] as const;

/** A demo listing's art file (the cover's name without `.webp`). */
export const demoArtFile = (item: Pick<DemoProduct, 'image'>): string => item.image.replace(/^\/demo\/phones\//, '').replace(/\.webp$/, '');

/**
 * A demo listing's photos, cover first: its cover (front and back together) and 1 to 3 more views of
 * the same phone in turn through the catalogue, so listings show 2 to 4 photos (issue 26 item 10).
 */
export function demoPhotoUrls(item: Pick<DemoProduct, 'image'>, index: number): string[] {
  const views = viewSets[index % viewSets.length]!;
  return [item.image, ...views.map((view) => `/demo/phones/${demoArtFile(item)}-${view}.webp`)];
}

/** When a demo listing was listed: its post date at 09:00 in Dhaka (the seed's `createdAt`). */
export const demoListedAt = (item: Pick<DemoProduct, 'postDate'>): Date => new Date(`${item.postDate}T09:00:00+06:00`);

/** The listing code the seller of a demo listing in review was shown the day they listed it. */
export const demoListingCode = (item: Pick<DemoProduct, 'seller' | 'postDate'>): string =>
  listingCode(demoPersonId(item.seller), dhakaDay(demoListedAt(item)));

/** The demo listings made by sellers not yet verified (those in review) carry a verification photo. */
export const demoVerificationPhoto = (key: string): string | null =>
  demoReviews.some((review) => review.product === key) ? `/demo/phones/verification-${key}.webp` : null;
