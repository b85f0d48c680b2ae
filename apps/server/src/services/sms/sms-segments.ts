/**
 * How many SMS a text costs (issue 38): the gateways bill per segment, and a Bangla text (UCS-2) holds
 * less than half of what an English one (GSM-7) does. Numbers from 3GPP TS 23.038 (the GSM 7-bit default
 * alphabet and its extension table) and TS 23.040 (a concatenated part gives 6 bytes to its header):
 * one segment holds 160 GSM-7 septets or 70 UCS-2 code units; a part of a longer text 153 or 67.
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegmentInfo {
  encoding: SmsEncoding;
  /** Septets for GSM-7 (an extension character takes two), UTF-16 code units for UCS-2. */
  units: number;
  /** Messages the text is sent as; 0 for an empty text. */
  segments: number;
}

// The GSM 03.38 default alphabet, in table order (LF and CR included; ESC left out, it is not a character).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
// The extension table: each is sent as ESC and the character, so it costs two septets.
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

const CAPACITY: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

/** What each character costs in the text's encoding: GSM-7 if every character has a septet, else UCS-2. */
function characterCosts(text: string): { encoding: SmsEncoding; costs: number[] } {
  const characters = [...text];
  if (characters.every((character) => GSM_BASIC.has(character) || GSM_EXTENSION.has(character))) {
    return { encoding: 'GSM-7', costs: characters.map((character) => (GSM_EXTENSION.has(character) ? 2 : 1)) };
  }
  // A character beyond the BMP (most emoji) is a surrogate pair: two UCS-2 units.
  return { encoding: 'UCS-2', costs: characters.map((character) => character.length) };
}

/**
 * The encoding, size and segment count of an SMS text. Parts are packed greedily and a character is never
 * split between two of them (an ESC and its character, or a surrogate pair, travel together), so a long
 * text can need one part more than units ÷ 153 (or ÷ 67) suggests.
 */
export function smsSegmentInfo(text: string): SmsSegmentInfo {
  const { encoding, costs } = characterCosts(text);
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const { single, part } = CAPACITY[encoding];
  if (units === 0) return { encoding, units, segments: 0 };
  if (units <= single) return { encoding, units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > part) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return { encoding, units, segments };
}
