/**
 * Delivery by courier (issue 42): whether it is on (GET /config's courier), the listing form's ticks, the
 * product page's badges, the booking's address and quoted fee, the amounts apart, and its messages in
 * Bangla. What other features may use (STYLE rule 6): they import this file, never the files behind it.
 */
export { useCourier, type CourierName } from './use-courier.ts';
export { useDeliveryErrorText, useDeliveryMessageText } from './use-delivery-message-text.ts';
export { ShipsFields } from './components/ships-fields.tsx';
export { DeliveryBadges } from './components/delivery-badges.tsx';
export { AddressFields, emptyAddress, type AddressInput } from './components/address-fields.tsx';
export { DeliveryQuoteCard } from './components/delivery-quote-card.tsx';
export { DeliveryAmounts } from './components/delivery-amounts.tsx';
