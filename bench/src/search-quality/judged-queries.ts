/**
 * The judged search set of issue 40: what buyers really type (English, Bangla, transliterated,
 * misspelled, with storage and price words) and, for each, which listings should come first, as a
 * rule over a listing's structured fields. Grades: 2 = exactly what was asked; 1 = a near match a buyer
 * would accept (another variant of the model); 0 = anything else. A storage size or a price in the
 * query is a hard condition: a listing outside it is grade 0 whatever its model.
 */
export type LanguageGroup = 'english' | 'bangla' | 'transliterated' | 'misspelled' | 'storage' | 'price';

export interface JudgedRule {
  /** Brand name as the catalogue writes it (`brand_name`): with no `exact`, every listing of it is grade 2. */
  brand?: string;
  /** Models (`model`) that are exactly what was asked: grade 2. */
  exact?: readonly string[];
  /** Models a buyer would accept instead: grade 1. */
  near?: readonly string[];
  storageGb?: number;
  minPrice?: number;
  maxPrice?: number;
}

export interface JudgedQuery {
  q: string;
  group: LanguageGroup;
  rule: JudgedRule;
}

export interface JudgedListing {
  brand: string;
  model: string;
  storageGb: number;
  selling: number;
}

/** The grade of one listing for one rule. */
export function gradeOf(rule: JudgedRule, listing: JudgedListing): 0 | 1 | 2 {
  if (rule.storageGb !== undefined && listing.storageGb !== rule.storageGb) return 0;
  if (rule.minPrice !== undefined && listing.selling < rule.minPrice) return 0;
  if (rule.maxPrice !== undefined && listing.selling > rule.maxPrice) return 0;
  if (rule.exact) {
    if (rule.exact.includes(listing.model)) return 2;
    return rule.near?.includes(listing.model) ? 1 : 0;
  }
  if (rule.brand !== undefined) return listing.brand === rule.brand ? 2 : 0;
  return 2;
}

const iphone13 = { exact: ['iPhone 13'], near: ['iPhone 13 mini', 'iPhone 13 Pro', 'iPhone 13 Pro Max'] };
const iphone13Pro = { exact: ['iPhone 13 Pro'], near: ['iPhone 13 Pro Max'] };
const iphone12 = { exact: ['iPhone 12'], near: ['iPhone 12 Pro'] };
const iphone14 = { exact: ['iPhone 14'], near: ['iPhone 14 Pro'] };
const iphone15 = { exact: ['iPhone 15'], near: ['iPhone 15 Pro Max'] };
const a54 = { exact: ['Galaxy A54'] };
const s23 = { exact: ['Galaxy S23'], near: ['Galaxy S23 Ultra'] };
const s22 = { exact: ['Galaxy S22'], near: ['Galaxy S22 Ultra'] };
const note12 = { exact: ['Redmi Note 12'], near: ['Redmi Note 12 Pro'] };
const note13 = { exact: ['Redmi Note 13'] };
const apple = { brand: 'Apple' };
const samsung = { brand: 'Samsung' };
const xiaomi = { brand: 'Xiaomi' };
const realme = { brand: 'Realme' };
const oneplus = { brand: 'OnePlus' };
const pixel = { brand: 'Google Pixel' };
const oppo = { brand: 'Oppo' };
const vivo = { brand: 'Vivo' };

export const judgedQueries: readonly JudgedQuery[] = [
  // English, as listed.
  { q: 'iphone 13', group: 'english', rule: iphone13 },
  { q: 'iPhone 13 Pro', group: 'english', rule: iphone13Pro },
  { q: 'iphone 13 pro max', group: 'english', rule: { exact: ['iPhone 13 Pro Max'] } },
  { q: 'iphone 13 mini', group: 'english', rule: { exact: ['iPhone 13 mini'] } },
  { q: 'iphone 12', group: 'english', rule: iphone12 },
  { q: 'iphone 14', group: 'english', rule: iphone14 },
  { q: 'iphone 15', group: 'english', rule: iphone15 },
  { q: 'iphone 11', group: 'english', rule: { exact: ['iPhone 11'] } },
  { q: 'iphone xr', group: 'english', rule: { exact: ['iPhone XR'] } },
  { q: 'iphone se', group: 'english', rule: { exact: ['iPhone SE 2022'] } },
  { q: 'iphone', group: 'english', rule: apple },
  { q: 'apple', group: 'english', rule: apple },
  { q: 'samsung', group: 'english', rule: samsung },
  { q: 'galaxy a54', group: 'english', rule: a54 },
  { q: 'samsung a54', group: 'english', rule: a54 },
  { q: 'samsung s23 ultra', group: 'english', rule: { exact: ['Galaxy S23 Ultra'] } },
  { q: 's23', group: 'english', rule: s23 },
  { q: 'galaxy s22', group: 'english', rule: s22 },
  { q: 'z flip 4', group: 'english', rule: { exact: ['Galaxy Z Flip 4'] } },
  { q: 'xiaomi', group: 'english', rule: xiaomi },
  { q: 'redmi note 12', group: 'english', rule: note12 },
  { q: 'redmi note 13', group: 'english', rule: note13 },
  { q: 'poco x5 pro', group: 'english', rule: { exact: ['Poco X5 Pro'] } },
  { q: 'realme', group: 'english', rule: realme },
  { q: 'realme c55', group: 'english', rule: { exact: ['Realme C55'] } },
  { q: 'oneplus 11', group: 'english', rule: { exact: ['OnePlus 11'] } },
  { q: 'one plus nord', group: 'english', rule: { exact: ['OnePlus Nord CE 3'] } },
  { q: 'pixel 7', group: 'english', rule: { exact: ['Pixel 7'], near: ['Pixel 7 Pro'] } },
  { q: 'pixel 6a', group: 'english', rule: { exact: ['Pixel 6a'] } },
  { q: 'google pixel', group: 'english', rule: pixel },
  { q: 'oppo reno 8', group: 'english', rule: { exact: ['Oppo Reno 8'] } },
  { q: 'vivo v29', group: 'english', rule: { exact: ['Vivo V29'] } },
  { q: 'vivo', group: 'english', rule: vivo },
  // Bangla.
  { q: 'আইফোন ১৩', group: 'bangla', rule: iphone13 },
  { q: 'আইফোন ১৩ প্রো', group: 'bangla', rule: iphone13Pro },
  { q: 'আইফোন', group: 'bangla', rule: apple },
  { q: 'আইফোন ১২', group: 'bangla', rule: iphone12 },
  { q: 'আইফোন ১৪', group: 'bangla', rule: iphone14 },
  { q: 'স্যামসাং', group: 'bangla', rule: samsung },
  { q: 'স্যামসাং এ৫৪', group: 'bangla', rule: a54 },
  { q: 'গ্যালাক্সি এস২৩', group: 'bangla', rule: s23 },
  { q: 'শাওমি', group: 'bangla', rule: xiaomi },
  { q: 'রেডমি নোট ১২', group: 'bangla', rule: note12 },
  { q: 'রিয়েলমি', group: 'bangla', rule: realme },
  { q: 'ওয়ানপ্লাস', group: 'bangla', rule: oneplus },
  { q: 'পিক্সেল ৭', group: 'bangla', rule: { exact: ['Pixel 7'], near: ['Pixel 7 Pro'] } },
  { q: 'অপো', group: 'bangla', rule: oppo },
  { q: 'ভিভো', group: 'bangla', rule: vivo },
  // Transliterated as heard.
  { q: 'samsang', group: 'transliterated', rule: samsung },
  { q: 'ayfon', group: 'transliterated', rule: apple },
  { q: 'ayfon 13', group: 'transliterated', rule: iphone13 },
  { q: 'aifone 12', group: 'transliterated', rule: iphone12 },
  { q: 'shaomi', group: 'transliterated', rule: xiaomi },
  { q: 'xaomi redmi', group: 'transliterated', rule: xiaomi },
  { q: 'realmi', group: 'transliterated', rule: realme },
  { q: 'oneplas', group: 'transliterated', rule: oneplus },
  { q: 'galaxi s23', group: 'transliterated', rule: s23 },
  { q: 'vibo', group: 'transliterated', rule: vivo },
  // Misspelled.
  { q: 'samsng a54', group: 'misspelled', rule: a54 },
  { q: 'iphon 13 pro', group: 'misspelled', rule: iphone13Pro },
  { q: 'redmee note 12', group: 'misspelled', rule: note12 },
  { q: 'iphnoe 14', group: 'misspelled', rule: iphone14 },
  { q: 'samsung galaxi a34', group: 'misspelled', rule: { exact: ['Galaxy A34'] } },
  { q: 'xiomi', group: 'misspelled', rule: xiaomi },
  { q: 'opo reno 10', group: 'misspelled', rule: { exact: ['Oppo Reno 10'] } },
  { q: 'pixle 8', group: 'misspelled', rule: { exact: ['Pixel 8'] } },
  { q: 'iphone13', group: 'misspelled', rule: iphone13 },
  { q: 'redmi note12', group: 'misspelled', rule: note12 },
  // With a storage size.
  { q: 'iphone 13 128gb', group: 'storage', rule: { ...iphone13, storageGb: 128 } },
  { q: 'iphone 13 pro 256 gb', group: 'storage', rule: { ...iphone13Pro, storageGb: 256 } },
  { q: 'iphone 15 pro max 512GB', group: 'storage', rule: { exact: ['iPhone 15 Pro Max'], storageGb: 512 } },
  { q: 'galaxy a54 256gb', group: 'storage', rule: { ...a54, storageGb: 256 } },
  { q: 'samsung 128gb', group: 'storage', rule: { ...samsung, storageGb: 128 } },
  { q: 'আইফোন ১৩ ১২৮ জিবি', group: 'storage', rule: { ...iphone13, storageGb: 128 } },
  { q: 'রেডমি নোট ১২ ১২৮জিবি', group: 'storage', rule: { ...note12, storageGb: 128 } },
  { q: 'redmi note 13 256gb', group: 'storage', rule: { ...note13, storageGb: 256 } },
  // With a price.
  { q: 'iphone under 60000', group: 'price', rule: { ...apple, maxPrice: 60_000 } },
  { q: 'samsung below 30k', group: 'price', rule: { ...samsung, maxPrice: 30_000 } },
  { q: 'iphone 13 pro 256gb under 80k', group: 'price', rule: { ...iphone13Pro, storageGb: 256, maxPrice: 80_000 } },
  { q: 'redmi note 12 less than 15,000', group: 'price', rule: { ...note12, maxPrice: 15_000 } },
  { q: 'xiaomi upto 20k', group: 'price', rule: { ...xiaomi, maxPrice: 20_000 } },
  { q: 'realme 15000 tk', group: 'price', rule: { ...realme, maxPrice: 15_000 } },
  { q: 'স্যামসাং ৩০ হাজারের মধ্যে', group: 'price', rule: { ...samsung, maxPrice: 30_000 } },
  { q: 'আইফোন ৫০ হাজার', group: 'price', rule: { ...apple, maxPrice: 50_000 } },
  { q: 'শাওমি ২০০০০ টাকার মধ্যে', group: 'price', rule: { ...xiaomi, maxPrice: 20_000 } },
  { q: 'samsung 20k-30k', group: 'price', rule: { ...samsung, minPrice: 20_000, maxPrice: 30_000 } },
  { q: 'iphone between 40k and 60k', group: 'price', rule: { ...apple, minPrice: 40_000, maxPrice: 60_000 } },
  { q: 'oneplus above 50000', group: 'price', rule: { ...oneplus, minPrice: 50_000 } },
  { q: 'আইফোন ১০০ হাজারের উপরে', group: 'price', rule: { ...apple, minPrice: 100_000 } },
];
