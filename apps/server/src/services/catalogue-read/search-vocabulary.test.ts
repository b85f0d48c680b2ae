import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../db/search-text.ts';
import { resolveSearch } from './search-query.ts';
import { expansionsOf, listedWith, MAX_EXPANSIONS, namedModel, type SearchVocabulary } from './search-vocabulary.ts';

const vocabularyOf = (counts: Record<string, number>, models: string[] = []): SearchVocabulary => {
  const words = Object.keys(counts).sort();
  return {
    words,
    listed: Int32Array.from(words, (word) => counts[word]!),
    models: models.map((name) => ({ name, words: searchTerms(name) })),
  };
};

const vocabulary = vocabularyOf(
  {
    iphone: 900,
    '13': 400,
    '128gb': 700,
    '12': 300,
    '120w': 2,
    galaxy: 800,
    a54: 90,
    a5: 3,
    samsung: 800,
    pro: 500,
    max: 200,
    mini: 50,
    oneplus: 70,
    plus: 20,
    s23: 40,
  },
  [
    'iPhone 13',
    'iPhone 13 Pro',
    'iPhone 13 Pro Max',
    'iPhone 13 mini',
    'iPhone 12',
    'Galaxy A54',
    'iPhone SE (2022)',
    'iPhone SE 2022',
  ],
);
const brandWords = new Set(['apple', 'samsung']);

describe('the search vocabulary', () => {
  it('expands a prefix to the listed words it begins, the most listed first', () => {
    expect(expansionsOf(vocabulary, 'i')).toEqual(['iphone']);
    expect(expansionsOf(vocabulary, '12')).toEqual(['128gb', '12', '120w']);
    expect(expansionsOf(vocabulary, 'a5')).toEqual(['a54', 'a5']);
    expect(expansionsOf(vocabulary, 'xperia')).toEqual([]);
    expect(listedWith(vocabulary, 'a54')).toBe(90);
    expect(listedWith(vocabulary, 'a')).toBe(0);
  });

  it('searches a prefix of more than MAX_EXPANSIONS words as a prefix', () => {
    const many = vocabularyOf(Object.fromEntries(Array.from({ length: MAX_EXPANSIONS + 1 }, (_, i) => [`w${i}`, i + 1])));
    expect(expansionsOf(many, 'w')).toBeUndefined();
    expect(expansionsOf(many, 'w1')).toHaveLength(11);
  });

  it('names the model whose words a search is, or the only one with a word more', () => {
    expect(namedModel(vocabulary, ['iphone', '13'], brandWords)).toEqual(['iPhone 13']);
    expect(namedModel(vocabulary, ['iphone', '13', 'pro'], brandWords)).toEqual(['iPhone 13 Pro']);
    expect(namedModel(vocabulary, ['samsung', 'galaxy', 'a54'], brandWords)).toEqual(['Galaxy A54']);
    expect(namedModel(vocabulary, ['a54'], brandWords)).toEqual(['Galaxy A54']);
    // Two spellings of one model are one model.
    expect(namedModel(vocabulary, ['iphone', 'se'], brandWords)).toEqual(['iPhone SE (2022)', 'iPhone SE 2022']);
    // Many models hold "iphone" with one word more: none is named; nor is one by its brand alone.
    expect(namedModel(vocabulary, ['iphone'], brandWords)).toEqual([]);
    expect(namedModel(vocabulary, ['samsung'], brandWords)).toEqual([]);
    expect(namedModel(vocabulary, ['iphone', '13', 'black'], brandWords)).toEqual([]);
  });
});

describe('resolveSearch', () => {
  const corrections: Record<string, string[]> = { samsng: ['samsung'], iphne: ['iphone'] };
  const correct = async (word: string) => corrections[word] ?? [];

  it('writes each word as the exact lexemes it begins, a typo also as its correction and its own prefix', async () => {
    expect(await resolveSearch('iph 13', vocabulary, correct)).toEqual({
      tsquery: 'iphone & 13',
      terms: [{ words: ['iphone'] }, { words: ['13'] }],
      words: ['iphone', '13'],
    });
    expect((await resolveSearch('samsng a5', vocabulary, correct))!.tsquery).toBe('( samsng:* | samsung ) & ( a54 | a5 )');
    expect((await resolveSearch('samsng a5', vocabulary, correct))!.words).toEqual(['samsung', 'a5']);
    expect((await resolveSearch('আইফোন ১২৮', vocabulary, correct))!.tsquery).toBe('iphone & 128gb');
  });

  it('reads a number as that number, two words making one listed word as it, and spellings by sound or Bangla letter', async () => {
    expect((await resolveSearch('iphone 12', vocabulary, correct))!.tsquery).toBe('iphone & 12');
    expect((await resolveSearch('one plus', vocabulary, correct))!.tsquery).toBe('oneplus');
    expect((await resolveSearch('ayfon 13', vocabulary, correct))!.tsquery).toBe('iphone & 13');
    expect((await resolveSearch('গ্যালাক্সি এস২৩', vocabulary, correct))!.tsquery).toBe('galaxy & s23');
    expect((await resolveSearch('স্যামসাং এ৫৪', vocabulary, correct))!.words).toEqual(['samsung', 'a54']);
  });

  it('keeps a word like nothing listed as a prefix, and never corrects short words or numbers', async () => {
    const asked: string[] = [];
    const spy = async (word: string) => {
      asked.push(word);
      return [];
    };
    expect((await resolveSearch('xperia 99 zx', vocabulary, spy))!.tsquery).toBe('xperia:* & 99:* & zx:*');
    expect(asked).toEqual(['xperia']);
  });

  it('answers as searchQuery does before the vocabulary is built', async () => {
    const empty = vocabularyOf({});
    expect((await resolveSearch('iphone13 pro', empty, correct))!.tsquery).toBe('( iphone13:* | iphone:* & 13:* ) & pro:*');
    expect(await resolveSearch(' :* ', vocabulary, correct)).toBeUndefined();
  });
});
