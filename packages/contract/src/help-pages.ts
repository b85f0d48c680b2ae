/**
 * The help and policy pages (issue 36 item 21): buyer protection, fees, refunds, contact, terms and
 * privacy. One list, read by the web's routes and footer, the server's page heads and the pages sitemap.
 */
export const helpPages = {
  index: '/help',
  buyerProtection: '/help/buyer-protection',
  fees: '/help/fees',
  refunds: '/help/refunds',
  contact: '/help/contact',
  terms: '/terms',
  privacy: '/privacy',
} as const;
export type HelpPage = keyof typeof helpPages;
export const helpPageIds = Object.keys(helpPages) as HelpPage[];

/** The help page a path is, if any. */
export function helpPageOf(pathname: string): HelpPage | undefined {
  return helpPageIds.find((page) => helpPages[page] === pathname);
}
