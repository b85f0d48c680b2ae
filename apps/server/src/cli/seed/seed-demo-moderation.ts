import { and, eq, inArray } from 'drizzle-orm';
import { REPORTS_TO_HOLD, type ReportReason } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { listingReports, products } from '../../db/schema/index.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Demo listings in review (issue 26 item 7), by the two sellers not yet verified, so that the admin's
 * review queue and a seller's rejected listing have something to show.
 */
export const demoReviews: { product: string; status: 'pending' | 'rejected'; reason?: string }[] = [
  { product: 'oppo-a78-8-128-green', status: 'pending' },
  { product: 'realme-c55-8-256-sunshower', status: 'pending' },
  {
    product: 'vivo-y17s-6-128-purple',
    status: 'rejected',
    reason: 'The photo looks like a picture from the internet: add a photo of this very phone, with its screen on.',
  },
];

/**
 * Demo reports (issue 26 item 8): three buyers report one listing (so it is held), one reports
 * another (still on sale), and one report was dismissed already (its reporter sees the outcome).
 */
export const demoReports: { product: string; reporter: string; reason: ReportReason; text: string; status?: 'dismissed' }[] = [
  { product: 'iphone-se-2022-64-starlight', reporter: 'sadia', reason: 'stolen', text: 'My cousin’s SE in this colour was snatched at Farmgate last month; the photo has the same crack by the camera.' },
  { product: 'iphone-se-2022-64-starlight', reporter: 'arif', reason: 'stolen', text: 'The seller would not share the IMEI or the receipt when I asked.' },
  { product: 'iphone-se-2022-64-starlight', reporter: 'mithila', reason: 'wrong_price', text: 'Far below what this model sells for: looks too good to be true.' },
  { product: 'pixel-6-pro-12-128-black', reporter: 'arif', reason: 'fake', text: 'The settings screen in the photo is from a different phone.' },
  { product: 'oneplus-nord-ce3-lite-8-128-lime', reporter: 'sadia', reason: 'wrong_price', text: 'Price seemed high for a used one.', status: 'dismissed' },
];

/**
 * Puts the demo's review states and reports on listings the seed has just inserted (`insertedKeys`),
 * so that a second run, or an admin's decisions since, are left alone.
 */
export async function seedDemoModeration(tx: Transaction, insertedKeys: string[], personId: (key: string) => string | undefined): Promise<void> {
  const fresh = new Set(insertedKeys);
  const reviews = demoReviews.filter((entry) => fresh.has(entry.product));
  const reports = demoReports.filter((entry) => fresh.has(entry.product));
  if (reviews.length === 0 && reports.length === 0) return;
  const keys = [...new Set([...reviews, ...reports].map((entry) => entry.product))];
  const rows = await tx.select({ id: products.id, seedKey: products.seedKey }).from(products).where(inArray(products.seedKey, keys));
  const idOf = new Map(rows.map((row) => [row.seedKey, row.id]));

  for (const review of reviews) {
    await tx
      .update(products)
      .set({ reviewStatus: review.status, reviewReason: review.reason ?? null })
      .where(eq(products.seedKey, review.product));
  }
  const admin = personId('admin');
  const values = reports.flatMap((report) => {
    const productId = idOf.get(report.product);
    const reporterId = personId(report.reporter);
    if (!productId || !reporterId) return [];
    const resolved = report.status === 'dismissed';
    return [{ productId, reporterId, reason: report.reason, text: report.text, status: report.status ?? ('open' as const), ...(resolved && { resolvedAt: new Date(), resolvedBy: admin }) }];
  });
  if (values.length > 0) await tx.insert(listingReports).values(values).onConflictDoNothing();
  // Listings with open reports from enough people are held, as a report through the API would leave them.
  for (const productId of new Set(values.filter((value) => value.status === 'open').map((value) => value.productId))) {
    const open = values.filter((value) => value.productId === productId && value.status === 'open').length;
    if (open >= REPORTS_TO_HOLD) {
      await tx.update(products).set({ reviewStatus: 'held' }).where(and(eq(products.id, productId), eq(products.reviewStatus, 'live')));
    }
  }
}
