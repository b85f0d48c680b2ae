/**
 * Payments: paying for a booked phone (card, bKash, SSLCommerz, the simulated gateways), cash at the
 * meetup, and the admin's reconciliation of the gateways. What other features may use (STYLE rule 6):
 * they import this file, never the files behind it. The app routes to the pages by their modules.
 */
export { CashAcceptedBadge } from './components/cash-accepted-badge.tsx';
export { CashAcceptedField } from './components/cash-accepted-field.tsx';
export { CashAtMeetupOption } from './components/cash-at-meetup-option.tsx';
