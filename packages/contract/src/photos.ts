import { z } from 'zod';
import { isImageShape } from './image.ts';

/** Most photos one listing carries (issue 26): the first is its cover, the spec's `image`. */
export const MAX_PHOTOS = 8;

/** Field messages of a listing's photos, written once for the server and the form. */
export const photoMessages = {
  notOurs: 'Each photo must be an image URL uploaded to PhoneHaat',
  atLeastOne: 'Add at least one photo',
  tooMany: `Add at most ${MAX_PHOTOS} photos`,
  repeated: 'Each photo can be added only once',
  verificationRequired: 'Add a verification photo: your phone beside a paper with your listing code',
  verificationNotOurs: 'The verification photo must be an image URL uploaded to PhoneHaat',
  verificationNotUnderReview: 'Only a listing waiting for review takes a verification photo',
} as const;

/** One photo as the product page shows it: its main URL and its responsive widths, narrowest first. */
export const listingPhoto = z.object({
  url: z.string(),
  imageSet: z.array(z.object({ url: z.string(), width: z.number().int() })),
});
export type ListingPhoto = z.infer<typeof listingPhoto>;

const photoUrl = (message: string, code: 'photos_not_ours' | 'verification_not_ours') =>
  z.string().trim().min(1, message).max(2048).refine(isImageShape, { error: message, params: { code } });

/**
 * The listing's photos in the seller's order, cover first. Optional in the body so that a client of the
 * spec's form, which sends one `image`, still lists: then the photos are that one image.
 */
export const photosInput = z
  .array(photoUrl(photoMessages.notOurs, 'photos_not_ours'), { error: photoMessages.atLeastOne })
  .min(1, photoMessages.atLeastOne)
  .max(MAX_PHOTOS, photoMessages.tooMany)
  .refine((urls) => new Set(urls).size === urls.length, { error: photoMessages.repeated, params: { code: 'photos_repeated' } });

/** The verification photo: the phone beside a paper with the listing code; only admins ever see it. */
export const verificationPhotoInput = photoUrl(photoMessages.verificationNotOurs, 'verification_not_ours');

/** The photos a listing body names: its `photos`, else its one `image`; the first is the cover. */
export const photoUrlsOf = (body: { image: string; photos?: string[] | undefined }): string[] => body.photos ?? [body.image];

// Letters and digits a hand writes and an eye reads without doubt: no 0/O, 1/I/L.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The calendar day in Bangladesh (UTC+6, no daylight saving) at `at`, as YYYY-MM-DD. */
export const dhakaDay = (at: Date): string => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The listing code a seller not yet verified writes on paper and photographs beside the phone
 * (decision 0040): from their account and the day in Bangladesh, so the seller reads it before any
 * upload and the admin recomputes it from the listing's own day. A photo taken for another account or
 * copied from the web does not carry it. FNV-1a is enough: the code proves the photo is fresh, it is no secret.
 */
export function listingCode(sellerId: string, day: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${sellerId}|${day}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let code = '';
  for (let index = 0; index < 5; index += 1) {
    code += CODE_ALPHABET[hash % CODE_ALPHABET.length];
    hash = Math.floor(hash / CODE_ALPHABET.length);
  }
  return `PH-${code}`;
}

/** GET /listing-code: whether the signed-in seller must add a verification photo, and today's code for it. */
export const listingCodeAnswer = z.object({ verificationRequired: z.boolean(), listingCode: z.string() });
export type ListingCodeAnswer = z.infer<typeof listingCodeAnswer>;
