/**
 * Account: signing in and up, becoming a seller, and the admin's users and sellers. No other feature
 * uses any of it (STYLE rule 6: they would import this file only); the signed-in user itself is shared
 * code (lib/auth). The app routes to the pages by their modules.
 */
export {};
