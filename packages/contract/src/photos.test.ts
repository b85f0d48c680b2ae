import { describe, expect, it } from 'vitest';
import { dhakaDay, listingCode, MAX_PHOTOS, photoMessages, photosInput, photoUrlsOf } from './photos.ts';
import { editProductBody, newProductBody } from './product.ts';

const photo = (n: number) => `/uploads/${String(n).padStart(32, '0')}-640.webp`;
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('a listing’s photos', () => {
  it(`accepts 1 to ${MAX_PHOTOS} of our photos in order`, () => {
    const eight = Array.from({ length: MAX_PHOTOS }, (_, index) => photo(index));
    expect(photosInput.parse(eight)).toEqual(eight);
    expect(photosInput.parse([photo(1)])).toEqual([photo(1)]);
  });

  it('refuses none, more than eight, a repeated photo and one hosted elsewhere, each with its message', () => {
    expect(messageOf(photosInput.safeParse([]))).toBe(photoMessages.atLeastOne);
    expect(messageOf(photosInput.safeParse(Array.from({ length: 9 }, (_, index) => photo(index))))).toBe(photoMessages.tooMany);
    expect(messageOf(photosInput.safeParse([photo(1), photo(1)]))).toBe(photoMessages.repeated);
    expect(messageOf(photosInput.safeParse(['javascript:alert(1)']))).toBe(photoMessages.notOurs);
    expect(messageOf(photosInput.safeParse(['/uploads/../etc/passwd']))).toBe(photoMessages.notOurs);
  });

  it('takes the spec body’s one `image` as the photos when none are sent, else the photos as sent', () => {
    expect(photoUrlsOf({ image: photo(1) })).toEqual([photo(1)]);
    expect(photoUrlsOf({ image: photo(1), photos: [photo(2), photo(1)] })).toEqual([photo(2), photo(1)]);
  });

  it('lets a listing body and an edit carry photos and a verification photo, under the same rule', () => {
    expect(newProductBody.shape.photos.safeParse([photo(1)]).success).toBe(true);
    expect(newProductBody.shape.verificationPhoto.safeParse('https://evil.example/../x').success).toBe(false);
    expect(editProductBody.safeParse({ photos: [photo(2), photo(3)] }).success).toBe(true);
    expect(editProductBody.parse({ photos: [photo(2)], verificationPhoto: photo(4) })).toEqual({
      photos: [photo(2)],
      verificationPhoto: photo(4),
    });
    expect(editProductBody.parse({ verificationPhoto: photo(5) })).toEqual({ verificationPhoto: photo(5) });
    expect(messageOf(editProductBody.safeParse({ verificationPhoto: 'https://evil.example/../x' }))).toBe(
      photoMessages.verificationNotOurs,
    );
  });
});

describe('the listing code', () => {
  it('is the same for one seller on one day, and differs for another seller or another day', () => {
    const code = listingCode('seller-a', '2026-11-24');
    expect(code).toMatch(/^PH-[2-9A-HJKMNP-Z]{5}$/);
    expect(listingCode('seller-a', '2026-11-24')).toBe(code);
    expect(listingCode('seller-b', '2026-11-24')).not.toBe(code);
    expect(listingCode('seller-a', '2026-11-25')).not.toBe(code);
  });

  it('counts days in Bangladesh (UTC+6): 18:00 UTC is already the next day there', () => {
    expect(dhakaDay(new Date('2026-11-24T17:59:59Z'))).toBe('2026-11-24');
    expect(dhakaDay(new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-25');
  });
});
