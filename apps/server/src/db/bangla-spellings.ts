/**
 * Bangla spellings of the brand and model words people search phones by, under their Latin name
 * (lower case, one word as the search cuts it). Data only, read by search-text.ts on both sides: a
 * listing's vector holds the Latin word beside each Bangla spelling it has, and a search word that is a
 * Bangla spelling is searched as its Latin word — so "আইফোন" finds "iPhone 13" and "iphone" finds
 * "আইফোন ১৩". Several spellings are in use for most brands; list each one people write. Every demo and
 * bench brand is here (a test checks it).
 *
 * Changing this list needs a migration: the stored vectors are made with it (search-text.ts,
 * `latinWordsFunctionSql`; a test fails until the newest migration has the function as rendered now).
 */
export const banglaSpellings: Readonly<Record<string, readonly string[]>> = {
  // Brands
  apple: ['অ্যাপল', 'এপল', 'অ্যাপেল', 'আপেল'],
  iphone: ['আইফোন'],
  samsung: ['স্যামসাং', 'স্যামসাঙ', 'সামসাং', 'স্যামসুং'],
  xiaomi: ['শাওমি', 'শাওমী', 'শিয়াওমি', 'জিয়াওমি'],
  redmi: ['রেডমি', 'রেডমী'],
  poco: ['পোকো'],
  realme: ['রিয়েলমি', 'রিয়েলমী', 'রিয়েলমে'],
  oneplus: ['ওয়ানপ্লাস'],
  google: ['গুগল'],
  pixel: ['পিক্সেল'],
  oppo: ['অপো', 'অপ্পো', 'ওপ্পো'],
  vivo: ['ভিভো'],
  nokia: ['নকিয়া', 'নোকিয়া'],
  huawei: ['হুয়াওয়ে', 'হুয়াওয়েই'],
  honor: ['অনার'],
  tecno: ['টেকনো'],
  infinix: ['ইনফিনিক্স'],
  symphony: ['সিম্ফনি', 'সিমফনি'],
  walton: ['ওয়ালটন'],
  motorola: ['মটোরোলা', 'মোটোরোলা'],
  moto: ['মটো', 'মোটো'],
  itel: ['আইটেল'],
  // Series and model words of the catalogue
  galaxy: ['গ্যালাক্সি', 'গ্যালাক্সী', 'গেলাক্সি'],
  note: ['নোট'],
  reno: ['রেনো'],
  nord: ['নর্ড'],
  narzo: ['নারজো'],
  flip: ['ফ্লিপ'],
  fold: ['ফোল্ড'],
  pro: ['প্রো'],
  max: ['ম্যাক্স'],
  ultra: ['আল্ট্রা'],
  mini: ['মিনি'],
  plus: ['প্লাস'],
  lite: ['লাইট'],
};
