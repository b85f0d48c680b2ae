import { describe, expect, it } from 'vitest';
import { matchSuggestions } from './match-suggestions.ts';
import { banglaLabel, suggestionEntry } from './suggestion-entry.ts';

describe('banglaLabel', () => {
  it('writes dictionary words in their first spelling and numbers in Bangla digits', () => {
    expect(banglaLabel('iPhone 13 Pro')).toBe('আইফোন ১৩ প্রো');
    expect(banglaLabel('Redmi Note 12')).toBe('রেডমি নোট ১২');
    expect(banglaLabel('Apple')).toBe('অ্যাপল');
  });

  it('keeps words it has no spelling for, and gives nothing when no word changes', () => {
    expect(banglaLabel('Galaxy A54')).toBe('গ্যালাক্সি A54');
    expect(banglaLabel('Xiaomi 13T')).toBe('শাওমি 13T');
    expect(banglaLabel('ZTE Blade')).toBeUndefined();
  });
});

describe('matchSuggestions', () => {
  const entries = [
    suggestionEntry({ label: 'Pixel 7', query: 'Pixel 7', kind: 'model', brand: 'Google', listed: 9 }),
    suggestionEntry({ label: 'Google', query: 'Google', kind: 'brand', listed: 20 }),
    suggestionEntry({ label: 'Pixel 7 Pro', query: 'Pixel 7 Pro', kind: 'model', brand: 'Google', listed: 11 }),
    suggestionEntry({ label: 'Galaxy S23', query: 'Galaxy S23', kind: 'model', brand: 'Samsung', listed: 30 }),
  ];
  const labels = (typed: string) => matchSuggestions(entries, typed).map((suggestion) => suggestion.label);

  it('puts a brand the text begins first, then whole-text prefixes, then the most listed', () => {
    expect(labels('goo')).toEqual(['Google', 'Pixel 7 Pro', 'Pixel 7']);
    expect(labels('pixel 7')).toEqual(['Pixel 7 Pro', 'Pixel 7']);
    // "7 pro" is in the label but does not begin it.
    expect(labels('pro 7')).toEqual(['Pixel 7 Pro']);
  });

  it('needs every typed word to begin a word, in either script', () => {
    expect(labels('pix ৭ প্রো')).toEqual(['Pixel 7 Pro']);
    expect(labels('পিক্সে')).toEqual(['Pixel 7 Pro', 'Pixel 7']);
    expect(labels('ixel')).toEqual([]);
    expect(labels('  ')).toEqual([]);
  });
});
