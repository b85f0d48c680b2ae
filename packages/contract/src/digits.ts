/**
 * Numbers as people in Bangladesh type them: a Bangla keyboard writes ০–৯ (U+09E6–U+09EF). Every
 * schema that reads a typed number (phone, price, battery, IMEI, payout account, filters) reads them
 * through here first, so the form and the server accept the same text (issue 36). No zod import:
 * the zod/mini schemas of the /products page use it too.
 */
const BANGLA_DIGIT = /[\u09e6-\u09ef]/g;
const BANGLA_ZERO = 0x09e6;

/** The text with Bangla digits as ASCII ones; everything else as it was. */
export const latinDigits = (text: string): string =>
  text.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));

/** For a schema's first step (z.preprocess or .transform): a string gets Latin digits, anything else passes as it is. */
export const withLatinDigits = <Value>(value: Value): Value =>
  (typeof value === 'string' ? latinDigits(value) : value) as Value;
