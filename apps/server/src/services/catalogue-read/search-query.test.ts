import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../db/search-text.ts';
import { brands as benchBrands } from '../../../../../bench/src/catalogue-data.ts';
import { demoCategories, demoProducts } from '../../db/seed/catalogue.ts';
import { banglaSpellings } from './bangla-spellings.ts';
import { otherSpellings, searchQuery } from './search-query.ts';

describe('the Bangla spellings', () => {
  it('are each one word as search reads it, under a lower-case Latin word', () => {
    for (const [latin, banglas] of Object.entries(banglaSpellings)) {
      expect(searchTerms(latin), latin).toEqual([latin]);
      for (const bangla of banglas) expect(searchTerms(bangla), bangla).toHaveLength(1);
    }
  });

  it('name every brand and series of the demo and bench catalogues', () => {
    const brandNames = [...demoCategories.map((category) => category.name), ...benchBrands.map((brand) => brand.name)];
    const listingWords = new Set(
      [
        ...demoProducts.map((product) => product.productName),
        ...benchBrands.flatMap((brand) => brand.models.map((model) => model.name)),
      ].flatMap((name) => searchTerms(name)),
    );
    const seriesWords = [
      'iphone',
      'galaxy',
      'redmi',
      'poco',
      'pixel',
      'nord',
      'reno',
      'narzo',
      'note',
      'pro',
      'max',
      'ultra',
      'mini',
      'lite',
    ];
    // Each series word is the catalogues' own, and has its Bangla spellings.
    for (const word of seriesWords) expect(listingWords.has(word), word).toBe(true);
    for (const word of [...brandNames.flatMap((name) => searchTerms(name)), ...seriesWords])
      expect(banglaSpellings, word).toHaveProperty(word);
  });
});

describe('otherSpellings', () => {
  it('finds the Latin word of a Bangla spelling, and the Bangla spellings of a Latin word', () => {
    expect(otherSpellings('আইফোন')).toEqual(['iphone']);
    expect(otherSpellings('স্যামসাঙ')).toEqual(['samsung']);
    expect(otherSpellings('শাওমী')).toEqual(['xiaomi']);
    expect(otherSpellings('samsung')).toEqual(['স্যামসাং', 'স্যামসাঙ', 'সামসাং', 'স্যামসুং']);
  });

  it('reads a word typed with the other form of য় as the same word', () => {
    expect(otherSpellings(searchTerms('রি\u09af\u09bcেলমি')[0]!)).toEqual(['realme']);
  });

  it('treats a word as a prefix: the start of a dictionary word finds its other spellings, whole words first', () => {
    expect(otherSpellings('স্যাম')).toEqual(['samsung']);
    expect(otherSpellings('iph')).toEqual(['আইফোন']);
    expect(otherSpellings('pro')).toEqual(['প্রো']);
  });

  it('leaves one-letter words and words outside the dictionary alone', () => {
    expect(otherSpellings('স')).toEqual([]);
    expect(otherSpellings('i')).toEqual([]);
    expect(otherSpellings('নতুন')).toEqual([]);
    expect(otherSpellings('13')).toEqual([]);
    // "re" begins redmi, realme and reno: six spellings, the most any prefix has.
    expect(otherSpellings('re')).toEqual(['রেডমি', 'রেডমী', 'রিয়েলমি', 'রিয়েলমী', 'রিয়েলমে', 'রেনো']);
  });
});

describe('searchQuery', () => {
  it('matches each word as a prefix, with its other spellings, and converts Bangla digits', () => {
    expect(searchQuery('আইফোন ১৩')).toBe('(আইফোন:* | iphone:*) & 13:*');
    expect(searchQuery('Samsung Galaxy')).toBe(
      '(samsung:* | স্যামসাং:* | স্যামসাঙ:* | সামসাং:* | স্যামসুং:*) & (galaxy:* | গ্যালাক্সি:* | গ্যালাক্সী:* | গেলাক্সি:*)',
    );
    expect(searchQuery('নতুন ব্যাটারি')).toBe('নতুন:* & ব্যাটারি:*');
  });

  it('lets none of tsquery’s syntax through, and answers nothing for text without words', () => {
    expect(searchQuery(`iphone':* | !(x) & <-> "y" \\ z:A`)).toBe('(iphone:* | আইফোন:*) & x:* & y:* & z:* & a:*');
    expect(searchQuery(':* & | ! ( ) <-> \'"')).toBeUndefined();
    expect(searchQuery('')).toBeUndefined();
  });

  it('keeps the first eight words', () => {
    expect(searchQuery('a b c d e f g h i j')).toBe('a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*');
  });
});
