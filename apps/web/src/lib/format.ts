// Written out rather than with Intl: building an Intl.NumberFormat and a UTC Intl.DateTimeFormat
// loads ICU locale and time-zone data, which cost 50 ms of main thread on every page load here
// (measured in a CPU profile of the home page), more than the rest of the app's own code.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A whole number with thousands separated by commas; fractions are rounded half away from zero. */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  const whole = Math.round(Math.abs(amount));
  const grouped = whole.toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return amount < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/** An amount of whole TK with thousands separated: `formatTk(12500)` → `TK 12,500` (spec §1). */
export function formatTk(amount: number): string {
  return `TK ${formatAmount(amount)}`;
}

/** A calendar date such as a post date: `2026-03-28` → `28 Mar 2026`. Invalid input is returned as it came. */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
