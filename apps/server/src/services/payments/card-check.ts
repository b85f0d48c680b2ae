import type { SimulatedCard } from '@phonehaat/contract';

/**
 * The card rules of the simulated test-mode processor: Stripe's published test cards, a Luhn check,
 * expiry and CVC checks, each answered with the wording Stripe uses.
 * https://docs.stripe.com/testing#cards and https://docs.stripe.com/declines/codes
 */
export type CardOutcome =
  | { ok: true; last4: string; brand: CardBrand }
  | { ok: false; code: DeclineCode; message: string };

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export type DeclineCode =
  | 'invalid_number'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'expired_card'
  | 'invalid_cvc'
  | 'incorrect_cvc'
  | 'card_declined'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'processing_error';

export const declineMessages = {
  invalid_number: 'Your card number is invalid.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  past_expiry: "Your card's expiration date is in the past.",
  expired_card: 'Your card has expired.',
  invalid_cvc: "Your card's security code is invalid.",
  incorrect_cvc: "Your card's security code is incorrect.",
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  not_a_test_card: 'Your card was declined. Your request was in test mode, but used a non test card.',
} as const;

/** Test numbers that decline, and how. Every other test number below succeeds. */
const declinedCards: Record<string, { code: DeclineCode; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: declineMessages.card_declined },
  '4000000000009995': { code: 'insufficient_funds', message: declineMessages.insufficient_funds },
  '4000000000009987': { code: 'lost_card', message: declineMessages.card_declined },
  '4000000000009979': { code: 'stolen_card', message: declineMessages.card_declined },
  '4000000000000069': { code: 'expired_card', message: declineMessages.expired_card },
  '4000000000000127': { code: 'incorrect_cvc', message: declineMessages.incorrect_cvc },
  '4000000000000119': { code: 'processing_error', message: declineMessages.processing_error },
};

const succeedingCards = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa debit
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard 2-series
  '5200828282828210', // Mastercard debit
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
]);

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

const decline = (code: DeclineCode, message: string): CardOutcome => ({ ok: false, code, message });

/** Decides a confirmation the way a processor in test mode would. `now` is injectable for tests. */
export function checkCard(card: SimulatedCard, now: Date = new Date()): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return decline('invalid_number', declineMessages.invalid_number);

  if (card.expMonth < 1 || card.expMonth > 12) return decline('invalid_expiry_month', declineMessages.invalid_expiry_month);
  // Two-digit years (the form's MM/YY) mean this century.
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (expYear > thisYear + 50) return decline('invalid_expiry_year', declineMessages.invalid_expiry_year);
  // A card is good until the end of its expiry month.
  const thisMonth = now.getUTCMonth() + 1;
  if (expYear < thisYear || (expYear === thisYear && card.expMonth < thisMonth)) {
    return decline('invalid_expiry_year', declineMessages.past_expiry);
  }

  const brand = brandOf(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return decline('invalid_cvc', declineMessages.invalid_cvc);

  const declined = declinedCards[digits];
  if (declined) return decline(declined.code, declined.message);
  if (!succeedingCards.has(digits)) return decline('card_declined', declineMessages.not_a_test_card);
  return { ok: true, last4: digits.slice(-4), brand };
}
