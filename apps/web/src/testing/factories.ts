/**
 * The web tests' data, typed from the contract (@phonehaat/contract): one factory a kind of answer,
 * each with defaults that parse and a test's own values on top. Tests import them from here.
 */
export { makeBooking } from './make-booking.ts';
export { makeOrder } from './make-order.ts';
export { makeProduct } from './make-product.ts';
export { makeNotification } from './make-notification.ts';
export { makeWatchedListing, makeSavedSearch } from './make-watchlist.ts';
export { makeMessageReport } from './make-message-report.ts';
export { makeConversationDetail, makeConversationSummary, makeMessage, makeOffer } from './make-conversation.ts';
export { makeOrderDelivery, makeParcel, makeParcelMismatch } from './make-delivery.ts';
