import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS } from '@phonehaat/contract';
import { addPhotos, movePhoto, removePhoto } from './photo-order.ts';

describe('the order of a listing’s photos', () => {
  it('moves a photo one place left or right, so the one moved to the front becomes the cover', () => {
    expect(movePhoto(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('keeps the first photo in place when moved left and the last when moved right', () => {
    expect(movePhoto(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movePhoto(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('never loses or repeats a photo, and a move right undoes a move left', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1, maxLength: MAX_PHOTOS }),
        fc.nat(),
        fc.constantFrom(-1 as const, 1 as const),
        (photos, at, step) => {
          const index = at % photos.length;
          const moved = movePhoto(photos, index, step);
          expect([...moved].sort()).toEqual([...photos].sort());
          const target = index + step;
          if (target < 0 || target >= photos.length) expect(moved).toEqual(photos);
          else expect(movePhoto(moved, target, step === 1 ? -1 : 1)).toEqual(photos);
        },
      ),
    );
  });

  it('removes the photo asked for and no other', () => {
    expect(removePhoto(['a', 'b', 'c'], 0)).toEqual(['b', 'c']);
    expect(removePhoto(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
  });

  it(`adds photos up to ${MAX_PHOTOS} and counts the ones that did not fit`, () => {
    const six = ['1', '2', '3', '4', '5', '6'];
    expect(addPhotos(six, ['7', '8', '9', '10'])).toEqual({ photos: [...six, '7', '8'], refused: 2 });
    expect(addPhotos(['1'], ['2'])).toEqual({ photos: ['1', '2'], refused: 0 });
  });
});
