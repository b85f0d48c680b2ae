import { lazy } from 'react';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';

/**
 * Moderation: the admin's review queue, reports and IMEI collisions, anyone's own reports, and what a
 * listing shows of them. What other features may use (STYLE rule 6): they import this file, never the
 * files behind it. The app routes to the pages by their modules.
 */

/** Why a listing is held or waiting for review (My Products, a product's page). */
export { ReviewNote } from './components/review-note.tsx';

/**
 * A product page's review note and report button (issue 26): they load, with their texts, for
 * signed-in people only, so their code is not part of the page.
 */
export const ListingModeration = /* @__PURE__ */ lazy(async () => {
  const [{ ListingModeration: Component }] = await Promise.all([import('./components/report-listing.tsx'), loadPageTexts('moderation')]);
  return { default: Component };
});

/**
 * A conversation as an admin reads it through a dispute or a report (issue 39 §3, §6), read-only, each read
 * logged by the server: the disputes page opens it on demand, so its code loads then.
 */
export const AdminThread = /* @__PURE__ */ lazy(async () => {
  const [{ AdminThread: Component }] = await Promise.all([import('./components/admin-thread.tsx'), loadPageTexts('moderation')]);
  return { default: Component };
});
