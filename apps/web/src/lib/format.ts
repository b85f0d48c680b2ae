const tk = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** An amount of whole TK with thousands separated: `formatTk(12500)` → `TK 12,500` (spec §1). */
export function formatTk(amount: number): string {
  return `TK ${tk.format(amount)}`;
}

/** Just the number part of a TK amount: `12,500`. */
export function formatAmount(amount: number): string {
  return tk.format(amount);
}

/** A calendar date such as a post date: `2026-03-28` → `28 Mar 2026`. Invalid input is returned as it came. */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}
