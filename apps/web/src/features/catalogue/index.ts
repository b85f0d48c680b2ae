/**
 * Catalogue: what a visitor browses — the lists and their filters, a category, a product's page, a
 * seller's page, and the price guide. What other features may use (STYLE rule 6): they import this
 * file, never the files behind it. The app routes to the pages by their modules.
 */
export { ConditionDefinition } from './components/condition-grades.tsx';
export { PriceGuideNote, PriceMarkBadge } from './components/price-guide.tsx';
export { useIsOwnListing } from './api/get-own-listings.ts';
/** A /products query string's filters in words (a saved search's chips, issue 39 §5). */
export { useFilterLabels, type FilterLabel } from './use-filter-labels.ts';
