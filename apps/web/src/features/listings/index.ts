/**
 * Listings: a seller's phones — adding one (the form, its photos and the verification photo),
 * editing, advertising and removing it, My Products and the admin's All Products. What other features
 * may use (STYLE rule 6): they import this file, never the files behind it. The app routes to the pages
 * by their modules.
 */
export { myProductKeys, myProductsQuery, useMyProducts } from './api/get-my-products.ts';
