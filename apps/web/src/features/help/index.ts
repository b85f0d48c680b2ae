/** The help and policy pages, from the `help` catalogue. No other feature uses any of it; the app routes to the page by its module. */
export {};
