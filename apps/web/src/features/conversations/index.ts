import { lazy } from 'react';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';

/**
 * Conversations (issue 39 §1–4): buyer and seller talk about a listing, and bargain with offers — the
 * Messages page and a thread's page, the header's messages icon, the product page's "Ask the seller" and
 * "Make an offer", and the thread on the order page. What other parts may use (STYLE rule 6): this file,
 * never the files behind it. The app routes to the pages by their modules.
 */

/**
 * The header's messages icon with the unread count, for a signed-in person (the headers show it to no one
 * else): its code, its texts and the event stream load after the page is interactive, never for visitors.
 */
export const MessagesIcon = /* @__PURE__ */ lazy(async () => {
  const [{ MessagesIcon: Component }] = await Promise.all([
    import('./components/messages-icon.tsx'),
    loadPageTexts('conversations'),
  ]);
  return { default: Component };
});

/** The unread threads' count, for the dashboard menu's badge. */
export { useMessagesUnread } from './api/get-unread-count.ts';

/**
 * A product page's "Make an offer" and "Ask the seller": loaded, with their texts, for signed-in people
 * only, so none of it is in what a visitor downloads.
 */
export const ListingConversation = /* @__PURE__ */ lazy(async () => {
  const [{ ListingConversation: Component }] = await Promise.all([
    import('./components/listing-conversation.tsx'),
    loadPageTexts('conversations'),
  ]);
  return { default: Component };
});

/** The order page's thread between its buyer and its seller; its code loads with it. */
export const OrderConversation = /* @__PURE__ */ lazy(async () => {
  const [{ OrderConversation: Component }] = await Promise.all([
    import('./components/order-conversation.tsx'),
    loadPageTexts('conversations'),
  ]);
  return { default: Component };
});
