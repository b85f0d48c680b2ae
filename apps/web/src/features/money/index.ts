/**
 * Money: the seller's balance and payouts, the admin's payouts and the marketplace overview (its
 * charts). No other feature uses any of it (STYLE rule 6: they would import this file only); the app
 * routes to the pages by their modules.
 */
export {};
