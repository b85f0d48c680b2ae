/** The blog page and its posts. No other feature uses any of it; the app routes to the page by its module. */
export {};
