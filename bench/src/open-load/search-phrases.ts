import { banglaSpellings } from '@phonehaat/server/db';
import { brands, inBangla, pick } from '../catalogue-data.ts';

/**
 * What buyers type in the search box, drawn from the seed's brands and models: English model and
 * brand phrases, Bangla, Latin transliterations ("ayfon", "samsang"), typos (a letter dropped, two
 * swapped, one doubled), with storage words ("128gb", "256 gb", "১২৮ জিবি") and price words
 * ("under 30000", "30k", "৩০ হাজার").
 */

/** How people spell a word by ear in Latin letters (not the Bangla spellings: those come from banglaSpellings). */
const SOUNDED_OUT: Record<string, string[]> = {
  iphone: ['ayfon', 'aifon', 'ifone', 'iphon'],
  samsung: ['samsang', 'somsung', 'shamsung'],
  galaxy: ['galaxi', 'gelaxy'],
  xiaomi: ['shaomi', 'xaomi', 'xiomi'],
  redmi: ['redmee', 'radmi'],
  realme: ['realmi', 'rialme'],
  oneplus: ['one plus', 'wanplus'],
  pixel: ['pixle', 'piksel'],
  oppo: ['opo'],
  vivo: ['bivo'],
  poco: ['poko'],
  note: ['not'],
  pro: ['prro'],
  max: ['macks'],
};

const banglaDigits = '০১২৩৪৫৬৭৮৯';
const toBanglaDigits = (text: string) => text.replace(/[0-9]/g, (digit) => banglaDigits[Number(digit)]!);

/** One typo in the longest word: a letter dropped, two neighbours swapped, or one doubled. */
function misspell(random: () => number, phrase: string): string {
  const words = phrase.split(' ');
  const longest = words.reduce((best, word, i) => (word.length > words[best]!.length ? i : best), 0);
  const word = words[longest]!;
  if (word.length < 4) return phrase;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  words[longest] =
    kind === 0
      ? word.slice(0, at) + word.slice(at + 1)
      : kind === 1
        ? word.slice(0, at) + word[at + 1]! + word[at]! + word.slice(at + 2)
        : word.slice(0, at) + word[at]! + word.slice(at);
  return words.join(' ');
}

/** Each word sounded out where people do (one spelling drawn per word), else as it is. */
const soundedOut = (random: () => number, phrase: string) =>
  phrase
    .split(' ')
    .map((word) => (SOUNDED_OUT[word] ? pick(random, SOUNDED_OUT[word]) : word))
    .join(' ');

/** A Bangla spelling of each brand and model word that has one (one drawn per word), digits in Bangla. */
const inBanglaDrawn = (random: () => number, phrase: string) =>
  toBanglaDigits(
    phrase
      .split(' ')
      .map((word) => (banglaSpellings[word] ? pick(random, banglaSpellings[word]) : word))
      .join(' '),
  );

const storageWord = (random: () => number, gb: number) =>
  pick(random, [`${gb}gb`, `${gb} gb`, `${gb}GB`, `${toBanglaDigits(String(gb))} জিবি`]);

const priceWord = (random: () => number, tk: number) =>
  pick(random, [`under ${tk}`, `${tk / 1000}k`, `${toBanglaDigits(String(tk / 1000))} হাজার`, `below ${tk / 1000}k`]);

/** The phrase a model is searched by: the model, the brand and model, or the model without its brand word. */
function modelPhrase(random: () => number, brandName: string, modelName: string): string {
  const model = modelName.toLowerCase();
  const brand = brandName.toLowerCase();
  const words = model.split(' ');
  const shapes = [model, model.startsWith(brand) ? model : `${brand} ${model}`, words.slice(0, 2).join(' ')];
  // "galaxy a54" → "a54", "redmi note 12" → "note 12": the words after a series name (not a bare "13").
  const tail = words.slice(1).join(' ');
  if (words.length >= 2 && !model.startsWith(brand) && /\p{L}/u.test(tail)) shapes.push(tail);
  return pick(random, shapes);
}

/**
 * One search as typed: a model or brand phrase in one of the ways above, sometimes with a storage or
 * a price word. Deterministic for a given `random`.
 */
export function typedSearch(random: () => number): string {
  const brand = pick(random, brands);
  const model = pick(random, brand.models);
  const roll = random();
  // One in ten names only the brand ("samsung", "স্যামসাং").
  let phrase = roll < 0.1 ? brand.name.toLowerCase() : modelPhrase(random, brand.name, model.name);
  const script = random();
  if (script < 0.15) phrase = roll < 0.1 ? inBanglaDrawn(random, phrase) : inBangla(model.name);
  else if (script < 0.3) phrase = soundedOut(random, phrase);
  else if (script < 0.5) phrase = misspell(random, phrase);
  const extra = random();
  const bangla = script < 0.15;
  if (extra < 0.2) phrase += ` ${storageWord(random, pick(random, model.storage))}`;
  else if (extra < 0.3) {
    const tk = Math.max(10_000, Math.round((model.price * (0.4 + random() * 0.4)) / 5_000) * 5_000);
    phrase += ` ${bangla ? `${toBanglaDigits(String(tk / 1000))} হাজার` : priceWord(random, tk)}`;
  }
  return phrase;
}
