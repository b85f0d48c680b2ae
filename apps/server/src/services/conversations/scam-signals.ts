import { containsPhone, findLinks } from './contact-masking.ts';

/**
 * Issue 39 §3: a message that looks like a payment asked outside PhoneHaat, decided once when written
 * (messages.scam) and shown to its receiver as a warning. Two signals:
 * - a mobile-money app named with a phone number and a word for money sent ahead ("bKash 01712345678,
 *   send 2000 advance");
 * - a link to somewhere else than PhoneHaat that speaks of paying (`bkash-pay.xyz/abc`).
 */

const PAYMENT_APPS = ['bkash', 'বিকাশ', 'nagad', 'নগদ', 'rocket', 'রকেট', 'upay'];
const MONEY_AHEAD = ['advance', 'অগ্রিম', 'এডভান্স', 'অ্যাডভান্স', 'deposit', 'token', 'booking money', 'send money', 'সেন্ড মানি'];
const PAYMENT_LINK_WORDS = ['pay', 'bkash', 'nagad', 'checkout'];

// Substrings, not words: Bangla has no \b, and "bKash01712…" or "send-money" are written too.
const mentions = (text: string, words: readonly string[]) => words.some((word) => text.includes(word));
const spaced = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, ' ');

/** The host of a link as written (`https://pay.example.xyz:8080/x` → `pay.example.xyz`), lower case. */
function hostOf(link: string): string {
  return link
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#:]/)[0]!
    .toLowerCase();
}

/** `host` is PhoneHaat's own host or one under it. */
const isOwnHost = (host: string, ownHost: string) => host === ownHost || host.endsWith(`.${ownHost}`);

/** Whether `text` looks like an off-platform payment request; `ownHost` is PhoneHaat's (`phonehaat.com.bd`). */
export function looksLikeScam(text: string, ownHost: string): boolean {
  const lower = spaced(text);
  if (mentions(lower, PAYMENT_APPS) && mentions(lower, MONEY_AHEAD) && containsPhone(text)) return true;
  const own = ownHost.toLowerCase();
  return findLinks(text).some((link) => !isOwnHost(hostOf(link), own) && mentions(link.toLowerCase(), PAYMENT_LINK_WORDS));
}
