import { describe, expect, it } from 'vitest';
import bn from './bn/index.ts';
import en from './en/index.ts';

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue as `namespace:path.to.key` → text, plural endings (`_one`, `_other`) kept. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? `${key}:` : prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(en as unknown as Tree);
const bangla = flatten(bn as unknown as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe('catalogues', () => {
  it('has a Bangla text for every English one, and no Bangla text that English lacks', () => {
    expect([...bangla.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !bangla.has(key))).toEqual([]);
  });

  it('leaves no Bangla text empty or still in English', () => {
    const untranslated = [...bangla].filter(([key, text]) => text.trim() === '' || (text === english.get(key) && /[a-z]{3}/i.test(text)));
    // Brand and product names are the same in both languages; they are listed here by key, not guessed.
    const sameInBoth = new Set<string>(['common:brand.name']);
    expect(untranslated.filter(([key]) => !sameInBoth.has(key))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => bangla.has(key) && placeholders(text).join() !== placeholders(bangla.get(key)!).join());
    expect(mismatched).toEqual([]);
  });

  it('writes Bangla texts in Bangla script', () => {
    const latinOnly = [...bangla].filter(([, text]) => !/[\u0980-\u09FF]/.test(text) && /[a-z]{3}/i.test(text));
    // The language switch names English in English, on purpose; the brand is written in Latin letters in both.
    expect(latinOnly.map(([key]) => key)).toEqual(['common:language.switchTo', 'common:brand.name']);
  });

  it('says "discount" (ছাড়) only where a discount is meant: money released to a seller is "টাকা … ছাড়া হয়েছে"', () => {
    // ছাড় alone, or ছাড় দেওয়া, reads as a price cut; released money is ছাড়া (issue 36 item 20a). Either
    // spelling of ড় (one code point, or ড with its dot below) is read.
    // The word alone, not a form of the verb (ছাড়া, ছাড়বেন), which goes on in Bangla letters.
    const discount = /ছাড\u09bc(?![\u0980-\u09ff])/u;
    const saysDiscount = [...bangla].filter(([, text]) => discount.test(text.normalize('NFD')));
    expect(saysDiscount.map(([key]) => key)).toEqual(['common:price.off']);
    expect(bangla.get('money:ledger.kinds.released')).toBe('টাকা আপনার কাছে ছাড়া হয়েছে');
  });
});
