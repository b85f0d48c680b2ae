/**
 * What the service worker answers offline for a page it kept (sw.ts; decision 0055). A page rendered on
 * the server (decisions 0049, 0050: the home page, the listing, a product) carries its markup and its data:
 * its kept copy is what the reader saw and opens as it is, the app taking it over from the data in it, as
 * long as the scripts it names are still precached (an update removes the old ones). Any other kept page
 * is the app's shell, which renders from the kept API answers: the current shell is answered instead.
 */

/** The element holding a rendered page's data (the contract's PAGE_DATA_ELEMENT_ID; the worker does not bundle the contract). */
export const PAGE_DATA_ID = 'page-data';

/** Whether this HTML is a page rendered on the server, with its data in it. */
export const isRenderedPage = (html: string): boolean => html.includes(`id="${PAGE_DATA_ID}"`);

/** The built files (`/assets/…`) a page names: its scripts, styles, fonts and preloads, those waiting in its template too. */
export function assetsNamedIn(html: string): string[] {
  const named = [...html.matchAll(/\b(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((match) => match[1]!);
  return [...new Set(named)];
}

/**
 * Which copy to answer offline for a page seen before: the kept one when it is a rendered page whose
 * files are all still at hand (`isAtHand`, the precache), otherwise the current shell.
 */
export async function offlineCopy(kept: string, isAtHand: (asset: string) => Promise<boolean>): Promise<'kept' | 'shell'> {
  if (!isRenderedPage(kept)) return 'shell';
  const present = await Promise.all(assetsNamedIn(kept).map(isAtHand));
  return present.every(Boolean) ? 'kept' : 'shell';
}
