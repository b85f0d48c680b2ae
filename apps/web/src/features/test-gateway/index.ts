/** The simulated gateways' TEST MODE pages (issue 25). No other feature uses any of it; the app routes to the pages by their modules. */
export {};
