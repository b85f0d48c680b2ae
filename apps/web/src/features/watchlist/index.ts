/**
 * Watchlist and saved searches (issue 39 §5): the heart on cards and a product's page, "Save this search"
 * on /products, and their dashboard pages. What other features may use (STYLE rule 6): this file, never
 * the files behind it. The app routes to the pages by their modules.
 */

/** The heart: a link to sign in for visitors; for a signed-in person a toggle whose code loads then. */
export { WatchHeart } from './components/watch-heart.tsx';
/** "Save this search" for a filtered /products address: the same split between visitors and the signed-in. */
export { SaveSearchButton } from './components/save-search-button.tsx';
