import { latinDigits } from '@phonehaat/contract';

/**
 * Issue 39 §3: until the seller accepts a booking, phone numbers, email addresses and links in a
 * conversation are hidden from its reader, so a deal is not taken off PhoneHaat before it starts. Pure:
 * the stored message stays as written and this runs per reader, when read.
 */

/** What a hidden span becomes: no words, so it reads the same in Bangla and English (the web app explains it). */
export const MASK = '•••';

// A Bangladeshi mobile number: 01[3-9] and eight digits, after +880 / 880 / 00880 or alone, with single
// spaces, dashes or dots anywhere between the digits (01712-345678, +880 1712 345678). Read on the text with
// Bangla digits made Latin (one character for one, so the spans are the original's too).
const SEP = '[ .\\-]?';
const PHONE = new RegExp(
  `(?<![0-9])(?:(?:\\+|00)?${SEP}8${SEP}8${SEP}0${SEP})?0?${SEP}1${SEP}[3-9](?:${SEP}[0-9]){8}(?![0-9])`,
  'g',
);

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

// Top-level domains a bare address is recognised by (`bkash-pay.xyz/abc`, `bit.ly/x`, `wa.me/880…`): a
// list, not any letters, so a missing space after a full stop ("Dhaka.Please") is not taken for a link;
// words that end sentences often (`to`, `in`, `us`) are left out.
const TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'bd',
  'xyz',
  'me',
  'io',
  'co',
  'app',
  'link',
  'site',
  'online',
  'shop',
  'store',
  'top',
  'club',
  'live',
  'pay',
  'page',
  'ly',
  'gl',
  'uk',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'cc',
  'ru',
  'cn',
  'click',
  'website',
  'space',
  'fun',
  'pw',
  'vip',
  'win',
  'icu',
  'buzz',
  'tv',
  'gg',
  'ws',
  'su',
  'pro',
];
const LINK = new RegExp(
  [
    'https?:\\/\\/[^\\s<>"]+',
    'www\\.[^\\s<>"]+',
    `(?<![A-Za-z0-9@.-])[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.(?:${TLDS.join('|')})(?![A-Za-z0-9-])(?:[/?#][^\\s<>"]*)?`,
  ].join('|'),
  'gi',
);

// A link's trailing full stop or bracket is the sentence's, not the address's.
const trimLinkEnd = (link: string) => link.replace(/[.,;:!?)\]}'’”]+$/, '');

interface Span {
  start: number;
  end: number;
}

function spansOf(pattern: RegExp, text: string, trim: (found: string) => string = (found) => found): Span[] {
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + trim(match[0]).length }));
}

/** The links in a text, as written (sentence punctuation after them left out). */
export function findLinks(text: string): string[] {
  const withoutEmails = text.replace(EMAIL, (email) => ' '.repeat(email.length));
  return spansOf(LINK, withoutEmails, trimLinkEnd).map((span) => text.slice(span.start, span.end));
}

/** Whether the text holds a Bangladeshi mobile number, in Latin or Bangla digits. */
export function containsPhone(text: string): boolean {
  return spansOf(PHONE, latinDigits(text)).length > 0;
}

/** Every contact span: emails first (their domain is no link of its own), then links, then phone numbers. */
function contactSpans(text: string): Span[] {
  const latin = latinDigits(text);
  const spans = [...spansOf(EMAIL, latin), ...spansOf(LINK, latin, trimLinkEnd), ...spansOf(PHONE, latin)].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  );
  // Overlaps (a number inside a link) become one span.
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The text with every phone number, email address and link replaced by MASK, and whether any was. */
export function maskContacts(text: string): { text: string; masked: boolean } {
  const spans = contactSpans(text);
  if (spans.length === 0) return { text, masked: false };
  let result = '';
  let from = 0;
  for (const span of spans) {
    result += text.slice(from, span.start) + MASK;
    from = span.end;
  }
  return { text: result + text.slice(from), masked: true };
}
