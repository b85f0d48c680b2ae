import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brands as benchBrands } from '../../../../bench/src/catalogue-data.ts';
import { banglaSpellings } from '../../src/db/bangla-spellings.ts';
import { defaultMigrationsFolder } from '../../src/db/migrate.ts';
import { latinWordOf, latinWordsFunction, latinWordsFunctionSql, searchTerms, searchText, storedWords } from '../../src/db/search-text.ts';
import { demoCategories, demoProducts } from '../../src/cli/seed/catalogue.ts';

describe('searchText', () => {
  it('reads Bangla digits as ASCII digits', () => {
    expect(searchText('আইফোন ১৩ প্রো ২৫৬')).toBe('আইফোন 13 প্রো 256');
  });

  it('drops zero-width joiners and non-joiners, keeping the word whole', () => {
    expect(searchText('র\u200d্যাম স্যা\u200cমসাং')).toBe('র্যাম স্যামসাং');
  });

  it('writes one spelling of য় and ো however they were typed (NFC)', () => {
    const yaTyped = ['\u09df', '\u09af\u09bc'].map((ya) => searchText(`রি${ya}েলমি`));
    expect(yaTyped[0]).toBe(yaTyped[1]);
    const oTyped = ['\u09cb', '\u09c7\u09be'].map((o) => searchText(`প্র${o}`));
    expect(oTyped[0]).toBe(oTyped[1]);
    // A joiner between the two halves of ো is dropped before NFC joins them.
    expect(searchText('প্র\u09c7\u200d\u09be')).toBe(oTyped[0]);
  });

  it('reads punctuation, the danda and typographic quotes as spaces', () => {
    expect(searchText('iPhone-13 12/256GB নতুন।ফোন “ভালো”')).toBe('iPhone 13 12 256GB নতুন ফোন  ভালো ');
  });
});

describe('searchTerms', () => {
  it('keeps Bangla words whole: vowel signs, virama and anusvara are marks, not separators', () => {
    expect(searchTerms('স্যামসাং আইফোন নতুন ব্যাটারি')).toEqual(['স্যামসাং', 'আইফোন', 'নতুন', 'ব্যাটারি']);
  });

  it('lowers Latin letters and cuts at everything that is not a letter, mark or digit', () => {
    expect(searchTerms(`  Galaxy S23 (Ultra) & 'x':* | !y <-> ১৩  `)).toEqual(['galaxy', 's23', 'ultra', 'x', 'y', '13']);
    expect(searchTerms('!!! ... ***')).toEqual([]);
  });
});

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

describe('latinWordOf and storedWords', () => {
  it('give the Latin word of a Bangla spelling, however its য় was typed', () => {
    expect(latinWordOf('আইফোন')).toBe('iphone');
    expect(latinWordOf('স্যামসাঙ')).toBe('samsung');
    expect(latinWordOf('শাওমী')).toBe('xiaomi');
    expect(latinWordOf(searchTerms('রি\u09dfেলমি')[0]!)).toBe('realme');
    expect(latinWordOf('iphone')).toBeUndefined();
    expect(latinWordOf('আইফো')).toBeUndefined();
    expect(latinWordOf('নতুন')).toBeUndefined();
  });

  it('store a listing’s words with the Latin word of each Bangla spelling', () => {
    expect(storedWords('আইফোন ১২ প্রো, নতুন Apple')).toEqual(['আইফোন', '12', 'প্রো', 'নতুন', 'apple', 'iphone', 'pro']);
    expect(storedWords('iPhone 13 Pro Apple')).toEqual(['iphone', '13', 'pro', 'apple']);
  });
});

describe('the migration that makes the stored vectors', () => {
  it('creates the Latin-words function as the dictionary renders it now', () => {
    const migrations = readdirSync(defaultMigrationsFolder)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => readFileSync(path.join(defaultMigrationsFolder, file), 'utf8'))
      .filter((text) => text.includes(`FUNCTION ${latinWordsFunction}(`));
    // Changed bangla-spellings.ts? Add a migration that creates the function again and remakes the
    // column (as 0006 does), with latinWordsFunctionSql()'s text.
    expect(migrations.at(-1)).toContain(latinWordsFunctionSql());
  });
});
