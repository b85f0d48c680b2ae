import type { Language } from '@phonehaat/contract';

// Lakh grouping in both: 1,05,000. English writes TK before Latin digits, Bangla ৳ before Bangla digits.
const english = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const bangla = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });

/** A whole-TK price as the page's language writes it: `TK 1,05,000` or `৳১,০৫,০০০`. */
export function formatTk(amount: number, language: Language): string {
  return language === 'bn' ? `৳${bangla.format(amount)}` : `TK ${english.format(amount)}`;
}

/** A count in the page's language's digits: `2` or `২`. */
export function formatCount(value: number, language: Language): string {
  return (language === 'bn' ? bangla : english).format(value);
}

const oneDecimal = {
  en: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  bn: new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** An average rating with one decimal: `4.5` or `৪.৫`. */
export function formatRating(value: number, language: Language): string {
  return oneDecimal[language].format(value);
}
