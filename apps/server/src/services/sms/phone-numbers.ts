/**
 * Bangladeshi mobile numbers as people type them and as the SMS gateway wants them (issue 38).
 *
 * A mobile number is 01 + an operator digit 3–9 + 8 digits (013/017 Grameenphone, 014/019 Banglalink,
 * 015 Teletalk, 016/018 Robi-Airtel); 880 is the country code. People write it as 01712-345678,
 * +880 1712 345678 or 8801712345678, and on a Bangla keyboard as ০১৭১২৩৪৫৬৭৮. We keep it in E.164
 * (+8801712345678, as users.phone_number holds it); SSL Wireless takes it without the plus
 * (its API v3 `msisdn`, e.g. 88019XXXXXXXX).
 */

/** A normalised number: + and 13 digits. */
export const BANGLADESHI_MOBILE_E164 = /^\+8801[3-9]\d{8}$/;

/** The gateway's form: 13 digits. */
export const GATEWAY_MSISDN = /^8801[3-9]\d{8}$/;

// The national number with its trunk 0, after an optional 88 (the country code's 880 shares that 0).
const TYPED_MOBILE = /^(?:\+?88)?(01[3-9]\d{8})$/;
// Spaces and dashes people put between groups (\p{Pd} covers the hyphen and the en and em dashes).
const SEPARATORS = /[\s\p{Pd}]/gu;
const BANGLA_ZERO = 0x09e6;

/** ০–৯ (U+09E6–U+09EF) to 0–9; other characters stay as they are. */
function withAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));
}

/**
 * The number in E.164 (+8801XXXXXXXXX), or undefined when it is not a Bangladeshi mobile number.
 * Accepts 01XXXXXXXXX, 8801XXXXXXXXX and +8801XXXXXXXXX, with spaces or dashes, in Bangla or ASCII digits.
 */
export function normaliseBangladeshiMobile(input: string): string | undefined {
  const match = TYPED_MOBILE.exec(withAsciiDigits(input.trim()).replace(SEPARATORS, ''));
  return match?.[1] ? `+88${match[1]}` : undefined;
}

/** The gateway's `msisdn` (8801XXXXXXXXX) for a number in any form normaliseBangladeshiMobile accepts. */
export function toGatewayMsisdn(phone: string): string | undefined {
  return normaliseBangladeshiMobile(phone)?.slice(1);
}
