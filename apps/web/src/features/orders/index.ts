import { lazy } from 'react';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';

/**
 * Orders: a booking and the deal after it — My Orders, an order's page, the seller's bookings, the
 * admin's disputes, and the deal's amounts and moments. What other features may use (STYLE rule 6):
 * they import this file, never the files behind it. The app routes to the pages by their modules.
 */

/** The booking dialog of a product's page; its code loads when it first opens (a tap), not with the page. */
export const BookingModal = /* @__PURE__ */ lazy(() =>
  // Its delivery choice (issue 42) speaks the delivery texts, which a page of cards has not loaded.
  Promise.all([import('./components/booking-modal.tsx'), loadPageTexts('delivery')]).then(([{ BookingModal }]) => ({ default: BookingModal })),
);
export { formatMoment, formatPoisha, usePoisha } from './format-deal.ts';
export { orderKeys, orderQuery } from './api/order-query.ts';
export { useSellingErrorText } from './use-selling-error-text.ts';
