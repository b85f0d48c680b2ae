import { describe, expect, it } from 'vitest';
import { searchTerms, searchText } from './search-text.ts';

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
