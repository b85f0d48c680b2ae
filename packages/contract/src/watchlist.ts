import { z } from 'zod';

/**
 * Issue 39 §5: people come back for a phone. A heart keeps a listing on the watchlist (told when its
 * price drops or it sells); "Save this search" keeps a /products filter (a daily digest of new matches).
 */

export const watchedListing = z.object({
  productId: z.string(),
  productName: z.string(),
  image: z.string(),
  /** The price now and when the heart was pressed, whole taka. */
  price: z.number().int(),
  priceWhenWatched: z.number().int(),
  /** `live`, or gone: sold or removed (kept on the list, greyed, so the person knows). */
  status: z.enum(['live', 'sold', 'removed']),
  location: z.string(),
  watchedAt: z.string(),
});
export type WatchedListing = z.infer<typeof watchedListing>;
export const watchlist = z.object({ items: z.array(watchedListing) });
export type Watchlist = z.infer<typeof watchlist>;
/** The ids only: what the hearts on cards need. */
export const watchedIds = z.object({ productIds: z.array(z.string()) });
export const watchBody = z.object({ watched: z.boolean() });

/** A saved search holds at most this many; the digest job reads them all each day. */
export const MAX_SAVED_SEARCHES = 20;

export const savedSearch = z.object({
  id: z.string(),
  /** The /products query string as saved, canonical (sorted keys, no page): e.g. `brand=Samsung&maxPrice=30000`. */
  query: z.string(),
  /** Whether a digest is mailed (the person may keep a search without alerts). */
  alerts: z.boolean(),
  createdAt: z.string(),
  lastDigestAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearch>;
export const savedSearchList = z.object({ items: z.array(savedSearch) });
export const savedSearchBody = z.object({
  /** The query string of a /products address (with or without the leading `?`). */
  query: z.string().max(1000),
  alerts: z.boolean().default(true),
});
export const savedSearchPatch = z.object({ alerts: z.boolean() });

/** The watchlist's and saved searches' refusals; the web app words them in Bangla by their key. */
export const watchlistMessages = {
  ownListing: 'Your own listing cannot go on your watchlist',
} as const;
export const savedSearchMessages = {
  empty: 'Choose a filter or type a search first',
  duplicate: 'This search is saved already',
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches: delete one first`,
} as const;
