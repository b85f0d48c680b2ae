/**
 * Which requests the service worker (sw.ts) may keep, written as plain functions so they are tested
 * without a browser. Only what every visitor is shown alike is cached: the catalogue's reads and its
 * photos. Anything else (bookings, payments, accounts, sign-in, a seller's own listings) goes to the
 * network untouched, because Cache Storage outlives a sign-out and is shared by whoever uses the phone next.
 */

/** The catalogue's public reads (spec §7): listing pages, one listing, the brand list, a brand's listings. */
const publicListingPath = /^\/api\/(allProducts|products|productsCategories|category)(\/|$)/;

/**
 * Private answers, named so that a future public-looking path under them can never be cached by mistake:
 * they are refused before the list above is consulted.
 */
const privateApiPath =
  /^\/api\/(bookingProduct|bookingsProduct|auth|payments|create-payment-intent|users|jwt|seller|myProducts|images|config)(\/|$)/;

/** Listing photos: uploads (and their resized variants) and the demo catalogue's art. */
const listingPhotoPath = /^\/(uploads|demo)\//;

/** Paths under which a navigation is not a page of the app. */
const notAPage = /^\/(api|uploads)\/|^\/auth-complete\.html$/;

export interface RequestFacts {
  url: URL;
  method: string;
  headers: Pick<Headers, 'has'>;
}

export const isPrivateApi = (url: URL): boolean => privateApiPath.test(url.pathname);

/** A catalogue read made without a bearer token, on this site. */
export function isCacheableListingRead({ url, method, headers }: RequestFacts, origin: string): boolean {
  return (
    url.origin === origin &&
    method === 'GET' &&
    !headers.has('authorization') &&
    !isPrivateApi(url) &&
    publicListingPath.test(url.pathname)
  );
}

/** A listing photo served by this site (photos in a bucket are another origin's, left to the HTTP cache). */
export function isListingPhoto({ url, method }: RequestFacts, origin: string): boolean {
  return url.origin === origin && method === 'GET' && listingPhotoPath.test(url.pathname);
}

/** A page of the app being opened (not an API answer, a photo or the sign-in popup's closing page). */
export function isAppPage(url: URL, mode: RequestMode, origin: string): boolean {
  return mode === 'navigate' && url.origin === origin && !notAPage.test(url.pathname);
}
