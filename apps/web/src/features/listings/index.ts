/**
 * Listings: a seller's phones — adding one (the form, its photos and the verification photo),
 * editing, advertising and removing it, My Products and the admin's All Products. What other features
 * may use (STYLE rule 6): they import this file, never the files behind it. The app routes to the pages
 * by their modules.
 */
export { myProductKeys, myProductsQuery, useMyProducts } from './api/get-my-products.ts';
/** The image pipeline's upload (POST /images: re-encoded, EXIF removed), which a message's photo goes through too (issue 39). */
export { uploadImage } from './api/upload-image.ts';
