/**
 * Catalogue: what a visitor browses — the lists and their filters, a category, a product's page, a
 * seller's page, and the price guide. What other features may use (STYLE rule 6): they import this
 * file, never the files behind it. The app routes to the pages by their modules.
 */
export { ConditionDefinition } from './components/condition-grades.tsx';
export { PriceGuideNote, PriceMarkBadge } from './components/price-guide.tsx';
export { useIsOwnListing } from './api/get-own-listings.ts';
