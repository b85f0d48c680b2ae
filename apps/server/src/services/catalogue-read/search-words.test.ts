import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { understandSearch, type UnderstoodSearch } from './search-words.ts';

const read: [typed: string, understood: UnderstoodSearch][] = [
  // Storage, English and Bangla, with and without a space, any case.
  ['samsung 128gb', { text: 'samsung', storageGb: 128 }],
  ['samsung 128 gb', { text: 'samsung', storageGb: 128 }],
  ['Samsung 128GB', { text: 'Samsung', storageGb: 128 }],
  ['256 GB iphone', { text: 'iphone', storageGb: 256 }],
  ['iphone 15 pro 1tb', { text: 'iphone 15 pro', storageGb: 1024 }],
  ['আইফোন ১২৮ জিবি', { text: 'আইফোন', storageGb: 128 }],
  ['আইফোন ১২৮জিবি', { text: 'আইফোন', storageGb: 128 }],
  ['আইফোন ১ টিবি', { text: 'আইফোন', storageGb: 1024 }],
  ['realme 12/256GB', { text: 'realme 12/', storageGb: 256 }],
  // Sizes the contract does not know, and RAM, stay words.
  ['redmi 100gb', { text: 'redmi 100gb' }],
  ['redmi 8gb ram', { text: 'redmi 8gb ram' }],
  ['redmi 16gb ram', { text: 'redmi 16gb ram' }],
  // Price ceilings.
  ['under 30000', { text: '', maxPrice: 30_000 }],
  ['below 30k', { text: '', maxPrice: 30_000 }],
  ['less than 25,000', { text: '', maxPrice: 25_000 }],
  ['max 20000', { text: '', maxPrice: 20_000 }],
  ['upto 40k', { text: '', maxPrice: 40_000 }],
  ['up to 40k', { text: '', maxPrice: 40_000 }],
  ['redmi 30k tk', { text: 'redmi', maxPrice: 30_000 }],
  ['samsung 25000 taka', { text: 'samsung', maxPrice: 25_000 }],
  ['৳25000 samsung', { text: 'samsung', maxPrice: 25_000 }],
  ['tk 30000', { text: '', maxPrice: 30_000 }],
  ['৩০ হাজার', { text: '', maxPrice: 30_000 }],
  ['স্যামসাং ৩০ হাজারের মধ্যে', { text: 'স্যামসাং', maxPrice: 30_000 }],
  ['৩০ হাজারের নিচে', { text: '', maxPrice: 30_000 }],
  ['৩০০০০ টাকার মধ্যে', { text: '', maxPrice: 30_000 }],
  ['৩০০০০ টাকা', { text: '', maxPrice: 30_000 }],
  // Floors.
  ['above 50000', { text: '', minPrice: 50_000 }],
  ['over 50k', { text: '', minPrice: 50_000 }],
  ['৫০ হাজারের উপরে', { text: '', minPrice: 50_000 }],
  // Ranges.
  ['20k-30k', { text: '', minPrice: 20_000, maxPrice: 30_000 }],
  ['20-30k', { text: '', minPrice: 20_000, maxPrice: 30_000 }],
  ['20000 to 30000', { text: '', minPrice: 20_000, maxPrice: 30_000 }],
  ['between 20k and 30k', { text: '', minPrice: 20_000, maxPrice: 30_000 }],
  ['২০ থেকে ৩০ হাজার', { text: '', minPrice: 20_000, maxPrice: 30_000 }],
  // Together, the rest kept as typed.
  ['iphone 13 pro 256gb under 80k', { text: 'iphone 13 pro', storageGb: 256, maxPrice: 80_000 }],
  ['galaxy a54 128GB 20-30k', { text: 'galaxy a54', storageGb: 128, minPrice: 20_000, maxPrice: 30_000 }],
  ['আইফোন ১৩ ১২৮ জিবি ৮০ হাজারের মধ্যে', { text: 'আইফোন ১৩', storageGb: 128, maxPrice: 80_000 }],
  ['iphone xs max 256gb', { text: 'iphone xs max', storageGb: 256 }],
  // Numbers no word marks as a price or a size stay words: they may name a model.
  ['30k', { text: '30k' }],
  ['iphone 13', { text: 'iphone 13' }],
  ['under 30', { text: 'under 30' }],
  ['13 to 14', { text: '13 to 14' }],
  ['note 12 pro', { text: 'note 12 pro' }],
  ['  iphone   13  ', { text: 'iphone 13' }],
  ['', { text: '' }],
];

describe('understandSearch', () => {
  it.each(read)('reads %j', (typed, understood) => {
    expect(understandSearch(typed)).toEqual(understood);
  });

  it('never throws and never invents a filter from text without digits', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(
            fc.string({ unit: 'grapheme' }),
            fc
              .array(
                fc.constantFrom(
                  'under',
                  'k',
                  'gb',
                  'tb',
                  'হাজার',
                  'টাকা',
                  'জিবি',
                  'between',
                  'to',
                  '৳',
                  'tk',
                  '-',
                  'iphone',
                  ' ',
                ),
              )
              .map((words) => words.join(' ')),
          )
          .filter((typed) => !/[\p{N}]/u.test(typed)),
        (typed) => {
          const understood = understandSearch(typed);
          expect(understood).toEqual({ text: typed.replace(/\s+/gu, ' ').trim() });
        },
      ),
    );
  });

  it('keeps a price or a size read from any text within what the contract and a phone price allow', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.nat(2_000_000), (words, number) => {
        const understood = understandSearch(`${words} under ${number} ${words}`);
        expect(understood.maxPrice === undefined || understood.maxPrice > 0).toBe(true);
        expect([undefined, 16, 32, 64, 128, 256, 512, 1024]).toContain(understood.storageGb);
      }),
    );
  });
});
